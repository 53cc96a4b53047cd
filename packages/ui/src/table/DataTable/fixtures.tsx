import { createColumnHelper } from '@tanstack/react-table';
import type { DataTableLabels } from './DataTable';

/** Deterministic demo rows for stories, tests and the benchmark. */
export interface TransportRow {
  id: number;
  name: string;
  pickupCity: string;
  destinationCity: string;
  pickupTime: string;
  state: number;
}

const cities = [
  'Helsinki',
  'Tampere',
  'Turku',
  'Oulu',
  'Jyväskylä',
  'Kuopio',
  'Lahti',
  'Pori',
  'Äänekoski',
  'Seinäjoki',
];
const cars = ['Toyota Corolla', 'Škoda Octavia', 'Volvo V60', 'Tesla Model Y', 'Volkswagen ID.4', 'Kia Ceed'];

export function makeTransports(count: number): TransportRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 10000 + i,
    name: `${cars[i % cars.length] ?? ''} ABC-${String(100 + (i % 900))}`,
    pickupCity: cities[i % cities.length] ?? '',
    destinationCity: cities[(i * 7 + 3) % cities.length] ?? '',
    pickupTime: `${String(1 + (i % 28)).padStart(2, '0')}.12.2026 ${String(6 + (i % 12)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    state: [2, 3, 31, 4, 5, 6, 7, 8, 9][i % 9] ?? 2,
  }));
}

const column = createColumnHelper<TransportRow>();
export const transportColumns = [
  column.accessor('id', { header: 'Numero' }),
  column.accessor('name', { header: 'Ajoneuvo' }),
  column.accessor('pickupCity', { header: 'Nouto' }),
  column.accessor('destinationCity', { header: 'Kohde' }),
  column.accessor('pickupTime', { header: 'Noutoaika', enableSorting: false }),
  column.accessor('state', { header: 'Tila' }),
];

export const tableLabels: DataTableLabels = {
  pageSize: 'Rivejä sivulla',
  all: 'Kaikki',
  range: (from, to, total) => `${from}–${to} / ${total}`,
  loading: 'Ladataan siirtoja',
  sort: 'Järjestä',
  pagination: {
    root: 'Sivutus',
    previous: 'Edellinen sivu',
    next: 'Seuraava sivu',
    page: (page, total) => `Sivu ${page} / ${total}`,
  },
};
