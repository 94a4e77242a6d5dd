import Box from '@mui/material/Box';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';

/** A located headquarters or factory. */
export interface MapLocation {
  readonly kind: 'headquarters' | 'factory';
  /** What the marker is called, e.g. 'Factory 2: Wrocław'. */
  readonly label: string;
  /** Longitude and latitude in degrees. */
  readonly x: number;
  readonly y: number;
}

const WIDTH = 640;
const HEIGHT = 320;
const MARGIN = 24;
/** Degrees around the locations, so that a single place still shows its region. */
const PADDING = 6;
const atlas = countries as unknown as Topology<{ countries: GeometryCollection }>;
const world = feature(atlas, atlas.objects.countries);

/** How far apart (in map units) places drawn at the same spot are set, around the spot. */
const SPREAD = 11;

/**
 * Where a location's marker goes: its projected point, or, when other locations fall on the same spot (a factory
 * next to the headquarters), a point on a small circle around it, so that every marker stays visible.
 */
export function spread(project: (x: number, y: number) => [number, number] | null, locations: readonly MapLocation[], index: number): [number, number] | null {
  const point = project(locations[index]!.x, locations[index]!.y);
  if (!point) return null;
  const near = locations.flatMap((other, otherIndex) => {
    const at = project(other.x, other.y);
    return at && Math.hypot(at[0] - point[0], at[1] - point[1]) < SPREAD ? [otherIndex] : [];
  });
  if (near.length < 2) return point;
  const angle = (2 * Math.PI * near.indexOf(index)) / near.length - Math.PI / 2;
  return [point[0] + SPREAD * Math.cos(angle), point[1] + SPREAD * Math.sin(angle)];
}

/**
 * The producer's headquarters (square) and factories (circles) on a small world map drawn from bundled
 * country shapes, without a tile server; it zooms to the places found.
 */
export function LocationsMap({ locations }: { readonly locations: readonly MapLocation[] }) {
  const { t } = useTranslation('manufacturerProfile');
  const { path, project } = useMemo(() => {
    const projection = geoEqualEarth();
    if (locations.length > 0) {
      const xs = locations.map((l) => l.x);
      const ys = locations.map((l) => l.y);
      const corners: [number, number][] = [
        [Math.max(-180, Math.min(...xs) - PADDING), Math.max(-85, Math.min(...ys) - PADDING / 2)],
        [Math.min(180, Math.max(...xs) + PADDING), Math.min(85, Math.max(...ys) + PADDING / 2)],
      ];
      projection.fitExtent(
        [
          [MARGIN, MARGIN],
          [WIDTH - MARGIN, HEIGHT - MARGIN],
        ],
        { type: 'MultiPoint', coordinates: corners },
      );
    } else projection.fitSize([WIDTH, HEIGHT], world);
    return { path: geoPath(projection), project: (x: number, y: number) => projection([x, y]) };
  }, [locations]);

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: '#dcecf5' }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={t('map.label')} style={{ width: '100%', height: 'auto', display: 'block' }}>
        <g aria-hidden>
          {'features' in world && world.features.map((country, index) => <path key={index} d={path(country) ?? undefined} fill="#f4f1ea" stroke="#b9b3a6" strokeWidth={0.5} />)}
        </g>
        {locations.map((location, index) => {
          const point = spread(project, locations, index);
          if (!point) return null;
          return (
            <g key={`${location.kind}-${index}`} transform={`translate(${point[0]} ${point[1]})`} role="img" aria-label={location.label} data-testid="location-marker">
              <title>{location.label}</title>
              {location.kind === 'headquarters' ? (
                <rect x={-7} y={-7} width={14} height={14} fill="#5b2a86" stroke="#ffffff" strokeWidth={2} />
              ) : (
                <circle r={6} fill="#ffffff" stroke="#5b2a86" strokeWidth={3} />
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
