import { describe, expect, it } from 'vitest';
import { filterMapTransports, mapPlaces, readMapView, writeMapView, type MapTransport } from './map-view';

const transport = (overrides: Partial<MapTransport>): MapTransport => ({
  id: 1,
  state: 5,
  vehicle: 'ABC-123',
  vehicle_brand: 'Volvo V60',
  driver_name: 'Jari Salonen',
  business_location_id: 3,
  pickup_location: 'Siirtokeskus Jyväskylä',
  pickup_city_name: 'Jyväskylä',
  pickup_location_coordinates: { type: 'Point', coordinates: [25.74728, 62.24149] },
  pickup_time: '2026-11-25T10:00:00Z',
  destination_location: 'Oulu',
  destination_city_name: 'Oulu',
  destination_location_coordinates: { type: 'Point', coordinates: [25.4651, 65.0121] },
  destination_time: '2026-11-25T16:00:00Z',
  car_coordinates: { type: 'Point', coordinates: [25.6, 63.3] },
  car_position_time: '2026-11-25T11:58:00Z',
  updated: '2026-11-25T11:58:00Z',
  ...overrides,
});

describe('the map view in the address bar', () => {
  it('reads and writes state, locations and the selected transport, leaving defaults out', () => {
    const view = readMapView(new URLSearchParams('state=5&location=3,4&transport=101'));
    expect(view).toEqual({ state: 5, locations: [3, 4], selected: 101 });
    expect(writeMapView(view).toString()).toBe('state=5&location=3%2C4&transport=101');
    expect(writeMapView({ state: null, locations: [], selected: null }).toString()).toBe('');
  });

  it('ignores malformed values and states that are not on the map', () => {
    expect(readMapView(new URLSearchParams('state=3&location=x,7,-1&transport=abc'))).toEqual({
      state: null,
      locations: [7],
      selected: null,
    });
    expect(readMapView(new URLSearchParams('state=8')).state).toBe(8);
  });

  it('keeps parameters that are not the view’s', () => {
    expect(writeMapView({ state: 4, locations: [], selected: null }, new URLSearchParams('x=1')).toString()).toBe(
      'x=1&state=4',
    );
  });
});

describe('filterMapTransports', () => {
  const list = [
    transport({ id: 1, state: 4, business_location_id: 3 }),
    transport({ id: 2, state: 5, business_location_id: 4 }),
    transport({ id: 3, state: 5, business_location_id: null }),
  ];
  it('keeps the state and any of the locations chosen', () => {
    expect(filterMapTransports(list, { state: null, locations: [], selected: null }).map((t) => t.id)).toEqual([
      1, 2, 3,
    ]);
    expect(filterMapTransports(list, { state: 5, locations: [], selected: null }).map((t) => t.id)).toEqual([2, 3]);
    expect(filterMapTransports(list, { state: null, locations: [3, 4], selected: null }).map((t) => t.id)).toEqual([
      1, 2,
    ]);
    expect(filterMapTransports(list, { state: 5, locations: [3], selected: null })).toEqual([]);
  });
});

describe('mapPlaces', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('draws the car for states 5–9 only, current within five minutes and stale after', () => {
    expect(mapPlaces(transport({}), now)).toEqual({
      pickup: [25.74728, 62.24149],
      destination: [25.4651, 65.0121],
      car: [25.6, 63.3],
      stale: false,
    });
    expect(mapPlaces(transport({ car_position_time: '2026-11-25T11:50:00Z' }), now).stale).toBe(true);
    expect(mapPlaces(transport({ car_position_time: null }), now).stale).toBe(true);
    expect(mapPlaces(transport({ state: 4 }), now)).toMatchObject({ car: null, stale: false });
    expect(mapPlaces(transport({ state: 8 }), now).car).toEqual([25.6, 63.3]);
  });

  it('leaves out a place without usable coordinates', () => {
    const places = mapPlaces(
      transport({ pickup_location_coordinates: null, car_coordinates: { type: 'Point', coordinates: [] } }),
      now,
    );
    expect(places).toMatchObject({ pickup: null, car: null, stale: false });
  });
});
