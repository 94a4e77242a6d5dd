import Box from '@mui/material/Box';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';

export interface MapSite {
  readonly manufacturerId: string;
  readonly name: string;
  readonly kind: 'factory' | 'headquarters';
  readonly city: string;
  /** Longitude and latitude in degrees. */
  readonly x: number;
  readonly y: number;
}

/** Where the boards go: the delivery address's town, in degrees. */
export interface MapDelivery {
  readonly city: string;
  readonly x: number;
  readonly y: number;
}

export interface ProducerMapProps {
  readonly sites: readonly MapSite[];
  /** The delivery address, drawn as a pin so the distances in the list can be seen. */
  readonly delivery?: MapDelivery | null;
  readonly chosen: ReadonlySet<string>;
  readonly onSelect: (manufacturerId: string) => void;
}

const WIDTH = 960;
const HEIGHT = 500;
const world = feature(countries as unknown as Topology, (countries as unknown as Topology<{ countries: GeometryCollection }>).objects.countries);

/**
 * Factories and headquarters of the listed producers, and the delivery address as a pin, on a world map drawn from
 * bundled country shapes (no tile server). Chosen producers are drawn larger and filled; headquarters are squares.
 */
export function ProducerMap({ sites, delivery, chosen, onSelect }: ProducerMapProps) {
  const { t } = useTranslation('manufacturers');
  const { path, projection } = useMemo(() => {
    // Fit the map to the sites (with Europe's scale as the least zoom), else the whole world.
    const projection = geoEqualEarth();
    const points = [...sites, ...(delivery ? [delivery] : [])].map((place) => [place.x, place.y] as [number, number]);
    if (points.length > 0) {
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      const pad = 12;
      projection.fitExtent(
        [
          [20, 20],
          [WIDTH - 20, HEIGHT - 20],
        ],
        { type: 'MultiPoint', coordinates: [[Math.min(...xs) - pad, Math.min(...ys) - pad / 2], [Math.max(...xs) + pad, Math.max(...ys) + pad / 2]] },
      );
    } else projection.fitSize([WIDTH, HEIGHT], world);
    return { path: geoPath(projection), projection };
  }, [sites, delivery]);
  const deliveryPoint = delivery ? projection([delivery.x, delivery.y]) : null;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: '#dcecf5', '& [role="button"]:focus-visible': { outline: '3px solid #1a1a1a', outlineOffset: 2 } }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={t('map.label')} style={{ width: '100%', height: 'auto', display: 'block' }}>
        <g aria-hidden>
          {'features' in world &&
            world.features.map((country, index) => <path key={index} d={path(country) ?? undefined} fill="#f4f1ea" stroke="#b9b3a6" strokeWidth={0.5} />)}
        </g>
        {delivery && deliveryPoint && (
          // A pin whose point marks the delivery address; it chooses nothing.
          <g transform={`translate(${deliveryPoint[0]} ${deliveryPoint[1]})`} role="img" aria-label={t('map.delivery', { city: delivery.city })} data-testid="delivery-marker">
            <title>{t('map.delivery', { city: delivery.city })}</title>
            <path d="M 0 0 C -3 -8 -10 -12 -10 -19 A 10 10 0 1 1 10 -19 C 10 -12 3 -8 0 0 Z" fill="#c62828" stroke="#ffffff" strokeWidth={1.5} />
            <circle cy={-19} r={3.5} fill="#ffffff" />
            <text y={-33} textAnchor="middle" fontSize={12} fill="#222" stroke="#fff" strokeWidth={3} paintOrder="stroke">
              {delivery.city}
            </text>
          </g>
        )}
        {sites.map((site, index) => {
          const point = projection([site.x, site.y]);
          if (!point) return null;
          const isChosen = chosen.has(site.manufacturerId);
          const size = isChosen ? 9 : 6;
          const label = t('map.site', { name: site.name, kind: t(`map.${site.kind}`), city: site.city }) + (isChosen ? `, ${t('map.chosen')}` : '');
          return (
            <g
              key={`${site.manufacturerId}-${site.kind}-${index}`}
              transform={`translate(${point[0]} ${point[1]})`}
              role="button"
              tabIndex={0}
              data-testid="producer-marker"
              aria-label={label}
              aria-pressed={isChosen}
              onClick={() => onSelect(site.manufacturerId)}
              onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && onSelect(site.manufacturerId)}
              style={{ cursor: 'pointer' }}
            >
              <title>{label}</title>
              {isChosen &&
                (site.kind === 'headquarters' ? (
                  <rect x={-size - 4} y={-size - 4} width={(size + 4) * 2} height={(size + 4) * 2} fill="none" stroke="#5b2a86" strokeWidth={2} />
                ) : (
                  <circle r={size + 4} fill="none" stroke="#5b2a86" strokeWidth={2} />
                ))}
              {site.kind === 'headquarters' ? (
                <rect x={-size} y={-size} width={size * 2} height={size * 2} fill={isChosen ? '#5b2a86' : '#ffffff'} stroke="#5b2a86" strokeWidth={2} />
              ) : (
                <circle r={size} fill={isChosen ? '#5b2a86' : '#ffffff'} stroke="#5b2a86" strokeWidth={2} />
              )}
              {isChosen && (
                <path d={`M ${-size / 2} 0 L ${-size / 6} ${size / 2.5} L ${size / 2} ${-size / 2.5}`} fill="none" stroke="#ffffff" strokeWidth={2} />
              )}
              <text y={-size - 4} textAnchor="middle" fontSize={12} fill="#222" stroke="#fff" strokeWidth={3} paintOrder="stroke">
                {site.name}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
