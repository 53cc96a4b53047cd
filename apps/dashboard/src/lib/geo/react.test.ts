import { describe, expect, it, vi } from 'vitest';
import type { GeoService } from '@siirto/domain';
import { createOfflineGeoService } from './offline.ts';
import { arrivalEstimate } from './react.tsx';

const helsinki: [number, number] = [24.9414, 60.1719];
const tampere: [number, number] = [23.761, 61.4981];
const now = new Date('2026-05-04T10:00:00Z');

describe('arrivalEstimate', () => {
  const geo = createOfflineGeoService();

  it('adds the margin to the matrix travel time for states 4 to 9', async () => {
    const plain = await arrivalEstimate(geo, { state: 5, from: helsinki, to: tampere, marginPercent: 0, now });
    const withMargin = await arrivalEstimate(geo, { state: 5, from: helsinki, to: tampere, marginPercent: 50, now });
    const plainSeconds = ((plain?.getTime() ?? 0) - now.getTime()) / 1000;
    const marginSeconds = ((withMargin?.getTime() ?? 0) - now.getTime()) / 1000;
    expect(plainSeconds / 3600).toBeGreaterThan(2);
    expect(plainSeconds / 3600).toBeLessThan(3);
    expect(marginSeconds).toBeCloseTo(plainSeconds * 1.5, -1);
  });

  it('gives nothing outside states 4 to 9 or without both points', async () => {
    expect(await arrivalEstimate(geo, { state: 3, from: helsinki, to: tampere, now })).toBeNull();
    expect(await arrivalEstimate(geo, { state: 10, from: helsinki, to: tampere, now })).toBeNull();
    expect(await arrivalEstimate(geo, { state: 5, from: null, to: tampere, now })).toBeNull();
  });

  it('only logs a failing distance matrix', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: GeoService = { ...geo, travelTimes: () => Promise.reject(new Error('offline')) };
    expect(await arrivalEstimate(failing, { state: 6, from: helsinki, to: tampere, now })).toBeNull();
    expect(warn).toHaveBeenCalledWith('[geo] distance matrix failed', expect.any(Error));
    warn.mockRestore();
  });
});
