import { describe, expect, it } from 'vitest';
import { roundTripOutbound, roundTripReturn } from '../detail/detail-fixtures';
import { orderValuesFromTransport } from './order-form';

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
