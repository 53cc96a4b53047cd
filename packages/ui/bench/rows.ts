/** The benches' 10,000 rows of 13 columns, alike for ui's DataTable, AG Grid and the plain-DOM control. */
export interface BenchRow {
  id: number;
  state: number;
  created: string;
  vehicle: string;
  returnVehicle: string;
  location: string;
  pickupName: string;
  pickupCity: string;
  pickupTime: string;
  destinationName: string;
  destinationCity: string;
  destinationTime: string;
  creator: string;
}
export const fields: (keyof BenchRow)[] = [
  'id',
  'state',
  'created',
  'vehicle',
  'returnVehicle',
  'location',
  'pickupName',
  'pickupCity',
  'pickupTime',
  'destinationName',
  'destinationCity',
  'destinationTime',
  'creator',
];
const cities = ['Helsinki', 'Tampere', 'Turku', 'Oulu', 'Jyväskylä', 'Kuopio', 'Lahti', 'Pori'];
export const benchRows: BenchRow[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: 100_000 - i,
  state: [2, 3, 31, 4, 5, 6, 7, 8, 9][i % 9] ?? 2,
  created: `${String(1 + (i % 28)).padStart(2, '0')}.11.2026 ${String(6 + (i % 12)).padStart(2, '0')}:00`,
  vehicle: `ABC-${String(100 + (i % 900))}`,
  returnVehicle: i % 4 === 0 ? `RTN-${String(100 + (i % 900))}` : '',
  location: `${cities[i % cities.length] ?? ''}in toimipiste`,
  pickupName: `Autotalo ${String(i % 50)}`,
  pickupCity: cities[i % cities.length] ?? '',
  pickupTime: `${String(1 + (i % 28)).padStart(2, '0')}.12.2026 08:00`,
  destinationName: `Varasto ${String(i % 40)}`,
  destinationCity: cities[(i * 3 + 1) % cities.length] ?? '',
  destinationTime: `${String(1 + (i % 28)).padStart(2, '0')}.12.2026 13:30`,
  creator: `Käyttäjä ${String(i % 12)}`,
}));
