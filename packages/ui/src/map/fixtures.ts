import type { MapLngLat, RouteMapLabels } from './types.ts';

/** Example transport Helsinki → Tampere with a waypoint at Hämeenlinna and the car near Hyvinkää. */
export const helsinkiTampere = {
  pickup: [24.9414, 60.1719] as MapLngLat,
  destination: [23.761, 61.4981] as MapLngLat,
  waypoints: [[24.4643, 60.9959]] as MapLngLat[],
  car: [24.8599, 60.6304] as MapLngLat,
  route: [
    [24.9414, 60.1719],
    [24.93, 60.3],
    [24.86, 60.63],
    [24.65, 60.85],
    [24.4643, 60.9959],
    [24.1, 61.2],
    [23.761, 61.4981],
  ] as MapLngLat[],
};

export const fiLabels: RouteMapLabels = {
  map: 'Kuljetuksen kartta',
  canvas: 'Kartta',
  attribution: 'Näytä kartan lähteet',
  pickup: 'Nouto',
  destination: 'Toimitus',
  car: 'Kuljettajan auto',
  waypoint: (n) => `Välipiste ${n}`,
};
