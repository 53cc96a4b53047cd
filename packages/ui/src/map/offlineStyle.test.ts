import { describe, expect, it } from 'vitest';
import { loadBaseMap, townsOf } from './offlineStyle.ts';

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
