import type { Feature, FeatureCollection, LineString, Point, Polygon, Position } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

/** The packaged base map (scripts/build-geo-data.mjs writes data/basemap.json). */
export interface BaseMapData {
  /** [west, south, east, north] of the data */
  bbox: [number, number, number, number];
  /** [west, south, east, north]: how far a view may reach (within bbox, so that the data's edge never shows) */
  viewBounds: [number, number, number, number];
  /** land polygons, each as its rings (outer ring first) */
  land: Position[][][];
  borders: Position[][];
  /** [majority-language name, country, lng, lat, population, Finnish name (only when different)] */
  towns: ([string, string, number, number, number] | [string, string, number, number, number, string])[];
}

/** The language of town names on the map: the UI's. */
export type MapLanguage = 'fi' | 'en';

export interface Town {
  name: string;
  country: string;
  coordinates: [number, number];
  population: number;
}

/** The colours the style paints with: the theme's `vars.color.map` tokens, read by `themeMapColors`. */
export interface MapColors {
  water: string;
  land: string;
  coast: string;
  border: string;
  town: string;
  townStroke: string;
  route: string;
  routeCasing: string;
}

/** Only where no theme root is around (a bare test render): the light theme's map colours. */
export const fallbackMapColors: MapColors = {
  water: '#b7d3e9',
  land: '#f3f1e9',
  coast: '#8fb3cf',
  border: '#8a7f8f',
  town: '#3d3d3d',
  townStroke: '#ffffff',
  route: '#d9480f',
  routeCasing: '#ffffff',
};

const mapColorNames = ['water', 'land', 'coast', 'border', 'town', 'townStroke', 'route', 'routeCasing'] as const;

/**
 * The theme's map colours as the element sees them: maplibre paints with colour strings, not CSS variables, so each
 * `vars.color.map.*` custom property is read from the element's computed style (the theme root above it sets them).
 */
export function themeMapColors(element: Element, tokens: Record<keyof MapColors, string>): MapColors | undefined {
  const computed = getComputedStyle(element);
  const colors: Partial<MapColors> = {};
  for (const name of mapColorNames) {
    const property = /^var\((--[^),]+)/.exec(tokens[name])?.[1];
    const value = property ? computed.getPropertyValue(property).trim() : '';
    if (!value) return undefined;
    colors[name] = value;
  }
  return colors as MapColors;
}

/** Loads the packaged shapes lazily (they never land in a first chunk). */
export async function loadBaseMap(): Promise<BaseMapData> {
  const mod = await import('./data/basemap.json');
  // Written by scripts/build-geo-data.mjs in exactly this shape.
  return mod.default as unknown as BaseMapData;
}

/**
 * The towns with their names in the UI language: Finnish names in Finnish (Karjaa, Inkoo, Tukholma); in English the
 * name of the municipality's majority language (Karis, Ingå, Turku), as maps do.
 */
export function townsOf(data: BaseMapData, language: MapLanguage = 'fi'): Town[] {
  return data.towns.map(([name, country, lng, lat, population, fi]) => ({
    name: language === 'fi' && fi ? fi : name,
    country,
    coordinates: [lng, lat],
    population,
  }));
}

/** GeoJSON sources generated in the browser from the compact rows. */
export function baseMapGeoJson(data: BaseMapData) {
  const land: FeatureCollection<Polygon> = {
    type: 'FeatureCollection',
    features: data.land.map((rings) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: rings },
    })),
  };
  const borders: FeatureCollection<LineString> = {
    type: 'FeatureCollection',
    features: data.borders.map((coordinates) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'LineString', coordinates },
    })),
  };
  const towns: FeatureCollection<Point> = {
    type: 'FeatureCollection',
    features: data.towns.map(([name, country, lng, lat, population]): Feature<Point> => ({
      type: 'Feature',
      properties: { name, country, population },
      geometry: { type: 'Point', coordinates: [lng, lat] },
    })),
  };
  return { land, borders, towns };
}

const ATTRIBUTION = 'Natural Earth, GeoNames';

/**
 * A self-contained style (style spec v8, read by maplibre-gl and mapbox-gl alike): sea, land, coasts, borders and
 * town dots from packaged data. No tiles, sprites or glyphs: nothing is fetched. Town names are HTML labels.
 */
export function offlineStyle(data: BaseMapData, mapColors: MapColors = fallbackMapColors): StyleSpecification {
  const { land, borders, towns } = baseMapGeoJson(data);
  return {
    version: 8,
    name: 'Siirto offline',
    sources: {
      land: { type: 'geojson', data: land, attribution: ATTRIBUTION },
      borders: { type: 'geojson', data: borders },
      towns: { type: 'geojson', data: towns },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': mapColors.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': mapColors.land } },
      {
        id: 'coast',
        type: 'line',
        source: 'land',
        paint: { 'line-color': mapColors.coast, 'line-width': 0.8 },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': mapColors.border, 'line-width': 1.2, 'line-dasharray': [3, 2] },
      },
      {
        id: 'towns',
        type: 'circle',
        source: 'towns',
        filter: ['>=', ['get', 'population'], 20000],
        paint: {
          'circle-color': mapColors.town,
          'circle-radius': ['interpolate', ['linear'], ['get', 'population'], 20000, 2, 500000, 4.5],
          'circle-stroke-color': mapColors.townStroke,
          'circle-stroke-width': 1,
        },
        maxzoom: 11,
      },
    ],
  };
}

/** Which town names to label at a zoom: the larger the zoom, the smaller the towns. */
export function minPopulationForZoom(zoom: number): number {
  if (zoom < 4.5) return 200_000;
  if (zoom < 5.5) return 60_000;
  if (zoom < 6.5) return 20_000;
  if (zoom < 8) return 5_000;
  return 1_000;
}
