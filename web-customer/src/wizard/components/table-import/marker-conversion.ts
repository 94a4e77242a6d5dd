import type { RowMarkers } from '@pcbm/domain/parts-list/table-markers';
import type { TableMarkers } from './RowMarkerPanel';

/** Markers as an importer takes them: column kinds by column number. */
export type ImportMarkers<Kind extends string> = RowMarkers & { readonly columns: Readonly<Record<number, Kind | 'ignore'>> };

export function importMarkersOf<Kind extends string>(markers: TableMarkers): ImportMarkers<Kind> {
  return {
    headerRow: markers.headerRow,
    firstRow: markers.firstRow,
    lastRow: markers.lastRow,
    columns: Object.fromEntries(Object.entries(markers.columns).map(([column, kind]) => [Number(column), kind as Kind | 'ignore'])),
  };
}

export function tableMarkersOf(markers: ImportMarkers<string>): TableMarkers {
  return {
    headerRow: markers.headerRow,
    firstRow: markers.firstRow,
    lastRow: markers.lastRow,
    columns: Object.fromEntries(Object.entries(markers.columns).map(([column, kind]) => [column, String(kind)])),
  };
}
