import { describe, expect, it } from 'vitest';
import { roundTripOutbound, roundTripReturn } from '../detail/detail-fixtures';
import { emptyOrderValues, orderPayload, orderValuesFromTransport } from './order-form';

describe('orderValuesFromTransport', () => {
  it("fills page 2 from the return transport's vehicle (round trip with a vehicle change)", () => {
    const returnTrip = {
      ...roundTripReturn,
      vehicle_electric: true,
      vehicle_fuel_type: 4,
      vehicle_transmission_type: 3,
      vehicle_recharge_type: 2,
    } as typeof roundTripReturn;
    const values = orderValuesFromTransport(roundTripOutbound, returnTrip);
    expect(values).toMatchObject({
      round_trip: true,
      round_trip_no_vehicle_change: false,
      return_transport_vehicle: 'XYZ-789',
      return_transport_brand: 'Toyota Corolla',
      return_transport_electric: true,
      return_transport_fuel_type: '4',
      return_transport_transmission: '3',
      return_transport_recharge_type: '2',
    });
  });

  it('without the return transport knows only the return registration from the outbound trip', () => {
    const values = orderValuesFromTransport(roundTripOutbound);
    expect(values.return_transport_vehicle).toBe('XYZ-789');
    expect(values.return_transport_brand).toBe('');
  });
});

describe('orderPayload', () => {
  it("sends the domain's clean payload: upper-case registrations, every place text, no empty choices", () => {
    const values = {
      ...emptyOrderValues(),
      vehicle: ' abc-123 ',
      pickup_name: 'Liisa',
      pickup_google_address: 'Mannerheimintie 1, Helsinki',
      destination_city_name: 'Tampere',
      vehicle_recharge_type: '',
      vehicle_size: '',
      return_transport_recharge_type: '',
    };
    const payload = orderPayload(values, { saving_step: 2, company: 7 }) as Record<string, unknown>;
    expect(payload.vehicle).toBe('ABC-123');
    expect(payload).toMatchObject({
      pickup_name: 'Liisa',
      pickup_google_address: 'Mannerheimintie 1, Helsinki',
      pickup_country: 'FI',
      destination_city_name: 'Tampere',
      destination_location_coordinates: null,
      company: 7,
    });
    expect(payload).not.toHaveProperty('vehicle_recharge_type');
    expect(payload).not.toHaveProperty('return_transport_recharge_type');
    expect(payload).not.toHaveProperty('vehicle_size');
    expect(payload).not.toHaveProperty('pickup_coordinates');
  });

  it('sends no state of its own: a draft save and a price calculation differ only in their step', () => {
    const values = { ...emptyOrderValues(), vehicle: 'ABC-123', pickup_name: 'Liisa' };
    const draft = orderPayload(values, { saving_step: 2, company: 7 }) as Record<string, unknown>;
    const pricing = orderPayload(values, { saving_step: 3, company: 7 }) as Record<string, unknown>;
    // the server keeps the transport's state (a published order saved again stays published)
    expect(draft).not.toHaveProperty('state');
    expect(draft).toEqual({ ...pricing, saving_step: 2 });
  });
});
