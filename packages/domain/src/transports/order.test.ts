import { describe, expect, it } from 'vitest';
import { messageText } from '../messages.ts';
import { transportOrderIssues, transportOrderPayload } from './index.ts';

const now = new Date('2026-11-25T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

const order = (overrides: Record<string, unknown> = {}) => ({
  pickup_name: 'Pekka Nouto',
  pickup_phone: '+358401112223',
  pickup_contact_email: 'pekka@example.com',
  pickup_location: 'Helsingin toimipiste',
  pickup_address: 'Mannerheimintie 12',
  pickup_city_name: 'Helsinki',
  pickup_time: at(24),
  destination_name: 'Liisa Luovutus',
  destination_phone: '+358405556667',
  destination_location: 'Tampereen toimipiste',
  destination_address: 'Hatanpään valtatie 24',
  destination_city_name: 'Tampere',
  destination_time: at(28),
  vehicle: 'abc-321',
  vehicle_brand: 'Toyota Yaris',
  ...overrides,
});

/** field → Finnish text of each issue of a complete order (what the wizard checks before a write, and the API). */
function errors(values: Record<string, unknown>, options: { customerChoice?: boolean } = {}) {
  const issues = transportOrderIssues(values, { now, travelSeconds: 8100, requireAll: true, ...options });
  return Object.fromEntries(issues.map((issue) => [issue.path, messageText(issue.message)]));
}

describe('transport order form', () => {
  it("takes an optional customer as its id for a coordinating company's order", () => {
    expect(errors(order({ customer: '7' }), { customerChoice: true })).toEqual({});
    expect(transportOrderPayload(order({ customer: '7' }))).toMatchObject({ customer: 7 });
    expect(transportOrderPayload(order({ customer: '' }))).toMatchObject({ customer: null });
    expect(transportOrderPayload(order())).not.toHaveProperty('customer');
    expect(errors(order({ customer: 7 }), { customerChoice: false })).toEqual({
      customer: 'Asiakkaan voi valita vain koordinoivan yrityksen tilaukseen',
    });
    expect(errors(order({ customer: '' }), { customerChoice: false })).toEqual({});
    expect(errors(order({ customer: 'Autotalo Laine' }))).toEqual({ customer: 'Virheellinen valinta' });
  });

  it('accepts a complete order and cleans its payload', () => {
    const values = order({ vehicle_recharge_type: '', vehicle_size: '' });
    expect(errors(values)).toEqual({});
    const payload = transportOrderPayload(values);
    expect(payload).toMatchObject({ vehicle: 'ABC-321' });
    expect(payload).not.toHaveProperty('vehicle_recharge_type');
    expect(payload).not.toHaveProperty('vehicle_size');
  });

  it('requires the contacts, places, vehicle and times of both ends', () => {
    expect(errors({})).toEqual({
      pickup_name: 'Kenttä on pakollinen',
      pickup_phone: 'Kenttä on pakollinen',
      pickup_location: 'Kenttä on pakollinen',
      pickup_address: 'Kenttä on pakollinen',
      pickup_city_name: 'Kenttä on pakollinen',
      destination_name: 'Kenttä on pakollinen',
      destination_phone: 'Kenttä on pakollinen',
      destination_location: 'Kenttä on pakollinen',
      destination_address: 'Kenttä on pakollinen',
      destination_city_name: 'Kenttä on pakollinen',
      vehicle: 'Kenttä on pakollinen',
      pickup_time: 'Kenttä on pakollinen',
      destination_time: 'Kenttä on pakollinen',
    });
  });

  it('wants the pickup in the future and the destination after it, with time for the drive', () => {
    expect(errors(order({ pickup_time: at(-1) }))).toEqual({ pickup_time: 'Ajan tulee olla tulevaisuudessa' });
    expect(errors(order({ destination_time: at(23) }))).toEqual({
      destination_time: 'Luovutus ajan tulee olla noutoajan jälkeen',
    });
    expect(errors(order({ destination_time: at(25) }))).toEqual({
      destination_time: 'Arvioitu ajoaika ei riitä. Aseta perillä viimeistään myöhemmäksi.',
    });
    expect(errors(order({ pickup_time: 'huomenna' }))).toEqual({ pickup_time: 'Virheellinen aika' });
  });

  it('checks the contact e-mails', () => {
    expect(errors(order({ destination_contact_email: 'liisa@' }))).toEqual({
      destination_contact_email: 'Tarkista sähköpostiosoitteen muoto',
    });
  });

  it('limits the registration to 20 characters and upper-cases it', () => {
    expect(transportOrderPayload({ vehicle: ' abc-1 ' }).vehicle).toBe('ABC-1');
    const long = transportOrderIssues({ vehicle: 'x'.repeat(21) }, { now });
    expect(long.map((issue) => [issue.path, messageText(issue.message, 'en')])).toEqual([
      ['vehicle', 'At most 20 characters'],
    ]);
    expect(transportOrderIssues({ vehicle: 'x'.repeat(20) }, { now })).toEqual([]);
  });

  it('needs a product number and vehicle size abroad, a recharge type for electric vehicles', () => {
    expect(errors(order({ abroad: true }))).toEqual({
      vehicle_product_number: 'Kenttä on pakollinen',
      vehicle_size: 'Kenttä on pakollinen',
    });
    expect(errors(order({ vehicle_electric: true, vehicle_recharge_type: '' }))).toEqual({
      vehicle_recharge_type: 'Lataustyyppi on pakollinen sähköajoneuvoille',
    });
  });

  it('makes an electric vehicle automatic with fuel type 4', () => {
    const values = order({ vehicle_electric: true, vehicle_recharge_type: '3', vehicle_transmission_type: 2 });
    expect(errors(values)).toEqual({});
    expect(transportOrderPayload(values)).toMatchObject({
      vehicle_transmission_type: 3,
      vehicle_fuel_type: 4,
      vehicle_recharge_type: 3,
    });
  });

  it('requires the return leg of a round trip with a vehicle change, with the same time rules', () => {
    const roundTrip = order({ round_trip: true, round_trip_no_vehicle_change: false });
    expect(errors(roundTrip)).toEqual({
      return_transport_vehicle: 'Kenttä on pakollinen',
      return_transport_brand: 'Kenttä on pakollinen',
      return_transport_destination_time: 'Kenttä on pakollinen',
    });
    const leg = { ...roundTrip, return_transport_vehicle: 'xyz-9', return_transport_brand: 'Kia' };
    expect(errors({ ...leg, return_transport_destination_time: at(27) })).toEqual({
      return_transport_destination_time: 'Luovutus ajan tulee olla noutoajan jälkeen',
    });
    expect(errors({ ...leg, return_transport_destination_time: at(29) })).toEqual({
      return_transport_destination_time: 'Arvioitu ajoaika ei riitä. Aseta perillä viimeistään myöhemmäksi.',
    });
    expect(errors({ ...leg, return_transport_electric: true, return_transport_destination_time: at(32) })).toEqual({
      return_transport_recharge_type: 'Lataustyyppi on pakollinen sähköajoneuvoille',
    });
    expect(errors({ ...leg, return_transport_destination_time: at(32) })).toEqual({});
    // No vehicle change: no return leg to fill.
    expect(errors(order({ round_trip: true, round_trip_no_vehicle_change: true }))).toEqual({});
  });

  it('checks only what a draft has when nothing is required', () => {
    expect(transportOrderIssues({ vehicle: 'ABC' }, { now })).toEqual([]);
    expect(transportOrderIssues({ pickup_time: at(-2) }, { now })).toEqual([
      { path: 'pickup_time', message: 'futureTime' },
    ]);
  });

  it('has the English texts of the form', () => {
    expect(messageText('futureTime', 'en')).toBe('The time must be in the future');
    expect(messageText('formErrors', 'en')).toBe('Please check the form errors');
    expect(messageText('formErrors', 'fi')).toBe('Tarkista lomakkeen virheet');
    expect(messageText('rechargeTypeRequired', 'en')).toBe('The recharge type is required for electric vehicles');
  });

  it('leaves out empty choices from a payload', () => {
    expect(
      transportOrderPayload({ vehicle_recharge_type: null, vehicle_size: '2', return_transport_recharge_type: '' }),
    ).toEqual({ vehicle_size: 2 });
  });

  it('limits the addresses to Finland, or Finland and Sweden abroad', () => {
    expect(errors(order({ pickup_country: 'FI', destination_country: 'SE' }))).toEqual({
      destination_address: 'Osoitteen tulee olla Suomessa',
    });
    const abroad = { abroad: true, vehicle_product_number: 'P-1', vehicle_size: 2 };
    expect(errors(order({ ...abroad, pickup_country: 'FI', destination_country: 'SE' }))).toEqual({});
    expect(errors(order({ ...abroad, destination_country: 'NO' }))).toEqual({
      destination_address: 'Osoitteen tulee olla Suomessa tai Ruotsissa',
    });
  });

  it('refuses abroad for a company without abroad transports, and an abroad round trip', () => {
    const abroad = order({
      abroad: true,
      vehicle_product_number: 'P-1',
      vehicle_size: 2,
      round_trip: true,
      round_trip_no_vehicle_change: true,
    });
    const issues = transportOrderIssues(abroad, { now, requireAll: true, abroadTransports: false });
    expect(issues.map((issue) => [issue.path, messageText(issue.message, 'en')])).toEqual([
      ['abroad', 'The company has no transports abroad'],
      ['round_trip', 'A transport abroad cannot be a round trip'],
    ]);
    expect(transportOrderIssues({ ...abroad, round_trip: false }, { now, abroadTransports: true })).toEqual([]);
  });
});
