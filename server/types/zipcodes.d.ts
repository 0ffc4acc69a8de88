// Types for the `zipcodes` package (US zip gazetteer; no bundled types).
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCode | undefined;
  export function lookupByName(city: string, state: string): ZipCode[];
  export function lookupByState(state: string): ZipCode[];
  export function distance(zipA: string | number, zipB: string | number): number | null;
  export function radius(zip: string | number, miles: number, full?: boolean): string[] | ZipCode[];
  export function toMiles(km: number): number;
  export function toKilometers(miles: number): number;
  export function lookupByCoords(lat: number, lon: number): ZipCode | null;
  const zipcodes: {
    lookup: typeof lookup;
    lookupByName: typeof lookupByName;
    lookupByState: typeof lookupByState;
    distance: typeof distance;
    radius: typeof radius;
    toMiles: typeof toMiles;
    toKilometers: typeof toKilometers;
    lookupByCoords: typeof lookupByCoords;
  };
  export default zipcodes;
}
