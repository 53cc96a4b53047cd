import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { loadBaseMap, townsOf, type BaseMapData } from './offlineStyle.ts';

const nameAt = (towns: ReturnType<typeof townsOf>, lng: number, lat: number) =>
  towns.find((t) => Math.abs(t.coordinates[0] - lng) < 0.01 && Math.abs(t.coordinates[1] - lat) < 0.01)?.name;

describe('town names of the packaged map', () => {
  it('are Finnish in Finnish and the majority language in English', async () => {
    const data = await loadBaseMap();
    const fi = townsOf(data, 'fi');
    const en = townsOf(data, 'en');
    // Karis / Karjaa, Ingå / Inkoo: Swedish-speaking majority; Turku and Helsinki: Finnish-speaking.
    expect([nameAt(fi, 23.66, 60.07), nameAt(en, 23.66, 60.07)]).toEqual(['Karjaa', 'Karis']);
    expect([nameAt(fi, 24.0, 60.05), nameAt(en, 24.0, 60.05)]).toEqual(['Inkoo', 'Ingå']);
    expect([nameAt(fi, 22.27, 60.45), nameAt(en, 22.27, 60.45)]).toEqual(['Turku', 'Turku']);
    expect([nameAt(fi, 24.94, 60.17), nameAt(en, 24.94, 60.17)]).toEqual(['Helsinki', 'Helsinki']);
    // A Swedish town with an established Finnish name.
    expect([nameAt(fi, 18.07, 59.33), nameAt(en, 18.07, 59.33)]).toEqual(['Tukholma', 'Stockholm']);
    expect(townsOf(data).map((t) => t.name)).toEqual(fi.map((t) => t.name));
  });
});

/** Even-odd: inside a polygon's outer ring and in none of its holes. */
const inPolygon = (rings: Position[][], [x, y]: [number, number]) =>
  rings.reduce((inside, ring) => {
    let crossings = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i] ?? [];
      const [xj = 0, yj = 0] = ring[j] ?? [];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) crossings += 1;
    }
    return inside !== (crossings % 2 === 1);
  }, false);
const onLand = (data: BaseMapData, p: [number, number]) => data.land.some((rings) => inPolygon(rings, p));

describe('the packaged base map', () => {
  it('has land where there is land, neighbouring countries included, and sea where there is sea', async () => {
    const data = await loadBaseMap();
    const land: Record<string, [number, number]> = {
      Kuopio: [27.68, 62.89],
      Rovaniemi: [25.72, 66.5],
      Inari: [27.03, 68.9],
      'Kola peninsula': [33.0, 67.8],
      Petrozavodsk: [34.36, 61.79],
      Arkhangelsk: [41.0, 64.0],
      'the Urals': [58.0, 60.0],
      'Russia by Finland': [31.0, 65.5],
      Kautokeino: [23.04, 69.0],
      'inland Sweden': [16.0, 63.5],
      Estonia: [25.5, 58.8],
    };
    const sea: Record<string, [number, number]> = {
      'Bothnian Sea': [20.0, 62.0],
      'Gulf of Finland': [25.5, 59.85],
      'Baltic Sea': [20.0, 57.0],
      'Barents Sea': [40.0, 71.0],
      'Norwegian Sea': [3.0, 67.0],
    };
    expect(Object.entries(land).filter(([, p]) => !onLand(data, p))).toEqual([]);
    expect(Object.entries(sea).filter(([, p]) => onLand(data, p))).toEqual([]);
  });

  it('draws no straight line across the map: no coast segment is over 200 km long but along the edge of the data', async () => {
    const data = await loadBaseMap();
    const [west, south, east, north] = data.bbox;
    const sameEdge = (a: Position, b: Position) =>
      [west, east].some((x) => a[0] === x && b[0] === x) || [south, north].some((y) => a[1] === y && b[1] === y);
    /** In degrees of latitude (about 111 km): a degree of longitude is shorter by the cosine of the latitude. */
    const length = ([ax = 0, ay = 0]: Position, [bx = 0, by = 0]: Position) =>
      Math.hypot((ax - bx) * Math.cos(((ay + by) / 360) * Math.PI), ay - by);
    const long: Position[][] = [];
    for (const ring of data.land.flat())
      ring.forEach((b, i) => {
        const a = ring[i - 1];
        if (a && length(a, b) > 1.8 && !sameEdge(a, b)) long.push([a, b]);
      });
    expect(long).toEqual([]);
  });

  it("reaches beyond the widest whole-Finland view, and keeps views off the data's edge", async () => {
    const data = await loadBaseMap();
    const [west, south, east, north] = data.viewBounds;
    expect(west).toBeGreaterThan(data.bbox[0]);
    expect(south).toBeGreaterThan(data.bbox[1]);
    expect(east).toBeLessThan(data.bbox[2]);
    expect(north).toBeLessThan(data.bbox[3]);
    // Finland (19.5–31.6 E, 59.7–70.1 N) fitted into a 1920 × 578 frame with 48 px padding, in web mercator
    const y = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
    const lat = (v: number) => (360 / Math.PI) * Math.atan(Math.exp(v)) - 90;
    const pxPerRadian = (578 - 2 * 48) / (y(70.1) - y(59.7));
    const halfWidth = ((1920 / 2 / pxPerRadian) * 180) / Math.PI;
    const middle = (y(70.1) + y(59.7)) / 2;
    const halfHeight = 578 / 2 / pxPerRadian;
    expect(west).toBeLessThan(25.55 - halfWidth);
    expect(east).toBeGreaterThan(25.55 + halfWidth);
    expect(south).toBeLessThan(lat(middle - halfHeight));
    expect(north).toBeGreaterThan(lat(middle + halfHeight));
  });
});
