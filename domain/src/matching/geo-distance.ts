/** A place: x is the longitude, y the latitude, in degrees (WGS 84). */
export interface GeoPoint {
  readonly x: number;
  readonly y: number;
}

/** Mean earth radius (IUGG) in km. */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two places (haversine formula). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.y - a.y);
  const dLon = radians(b.x - a.x);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.y)) * Math.cos(radians(b.y)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
