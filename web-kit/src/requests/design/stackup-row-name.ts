import type { StackupRow } from '@pcbm/domain/board/board-specification';
import { BASE_MATERIAL, LAYER_NOT_USED } from '@pcbm/domain/board/stackup';
import type { TFunction } from 'i18next';

const NUMBERED_DIELECTRIC = /^Dielectric (\d+)$/;

/**
 * A stackup row's description in the reader's language. A row of an uploaded job keeps the words its maker gave it
 * (`F.Cu`); a row the product built from the board files is described by its layer: kind, side and copper number, or
 * the copper layers a blind or buried drill joins.
 */
export function stackupRowName(row: StackupRow, t: TFunction): string {
  if (row.label) return row.label;
  const kind = (name: string) => t(`requests:design.types.${name}`, { defaultValue: name });
  const { layer } = row;
  if (layer?.kind === 'copper' && layer.number !== undefined && ['top', 'inner', 'bottom'].includes(layer.side)) {
    return t(`requests:design.row.copper.${layer.side}`, { kind: kind('copper'), number: layer.number });
  }
  if (layer && (layer.side === 'top' || layer.side === 'bottom')) return t(`requests:design.row.${layer.side}`, { kind: kind(layer.kind) });
  if (layer?.span) return t('requests:design.row.span', { kind: kind(layer.kind), from: layer.span.from, to: layer.span.to });
  if (layer) return kind(layer.kind);
  if (row.type === 'dielectric' && row.name === BASE_MATERIAL) return t('requests:design.row.base');
  const dielectric = row.type === 'dielectric' ? NUMBERED_DIELECTRIC.exec(row.name ?? '') : null;
  if (dielectric) return t('requests:design.row.dielectric', { number: Number(dielectric[1]) });
  return row.name ?? kind(row.type);
}

/** A stackup row's note in the reader's language: the product's note on an unused layer is translated, a person's is not. */
export function stackupRowNote(row: StackupRow, t: TFunction): string {
  return row.note === LAYER_NOT_USED ? t('requests:design.notUsed') : (row.note ?? '');
}
