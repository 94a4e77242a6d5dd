/** A place on the earth: x is the longitude, y the latitude, in degrees (WGS 84). */
export interface GeoPosition {
  readonly x: number;
  readonly y: number;
}

export interface GeocodableAddress {
  readonly country: string;
  readonly city: string;
  readonly zipcode?: string;
  readonly addressLine1?: string;
}

/** Finds where an address is; a hosted geocoding service can stand in for the offline one. */
export interface Geocoder {
  locate(address: GeocodableAddress): Promise<GeoPosition | null>;
}
