/**
 * One price, one amount everywhere (issue 27 §2): for random company price lists with extra services and driver's
 * expenses, the amount the API prices and stores is the one the detail's payment box shows, the report list's row
 * shows, the report's totals row adds up and the Excel export writes, to the cent.
 *
 * Where each is computed: the price in `priceOrder` (stored as the write path stores it); the detail's total in the
 * domain's `paymentBox` (the dashboard) and `priceSummary` (the API's serialiser, from the stored columns); the report
 * list's row in `serializeReportRow`; the totals row in `serializeReportTotals` over the database's double sums (emulated here in a
 * shuffled order: PostgreSQL adds in any order); the Excel cells in `writeReportWorkbook`.
 */
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  euros,
  formatEuros,
  type LngLat,
  parseEuros,
  paymentBox,
  priceSummary,
  sumCents,
  toCents,
  TRANSPORT_STATE,
} from '@siirto/domain';
import { readFirstSheet } from '../../../tooling/xlsx.ts';
import { type CompanyPricing, priceOrder } from '../src/routes/transports/pricing.ts';
import { writeReportWorkbook } from '../src/routes/transports/report-export.ts';
import type { Related } from '../src/routes/transports/repository.ts';
import {
  type ReportRow,
  serializeReportRow as reportRow,
  serializeReportTotals as reportTotalsOf,
} from '../src/routes/transports/serialize.ts';
import { reportColumns } from '../src/routes/transports/texts.ts';

/** An amount in whole cents: the oracle below works on these integers, the API gets them as euros. */
const cents = (max: number) => fc.integer({ min: 0, max });

/**
 * A company's price list, drawn as integers (cents, and tenths of a cent per kilometre: a kilometre price may have a
 * third decimal, 0.855 €/km, so legs meet half cents) and given to the API as the euros it stores.
 */
const priceListArb = fc
  .record({
    price_type: fc.constantFrom(2 as const, 17 as const),
    base: cents(20_000),
    perKmTenthsOfCent: fc.integer({ min: 0, max: 5_000 }),
    surcharge: cents(50_000),
    fixed: fc.option(cents(300_000), { nil: null }),
  })
  .map((list) => ({
    cents: list,
    pricing: {
      price_type: list.price_type,
      base_price_eur: euros(list.base),
      price_per_km_eur: list.perKmTenthsOfCent / 1000,
      abroad_surcharge_eur: euros(list.surcharge),
      fixed_round_trip_price_eur: list.fixed === null ? null : euros(list.fixed),
    } satisfies CompanyPricing,
  }));

type PriceListCents = (typeof priceListArb extends fc.Arbitrary<infer T> ? T : never)['cents'];

/** Integer cents added as integers: the oracle's own sum, not the money module's. */
const addCents = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

const place: fc.Arbitrary<LngLat> = fc.tuple(
  fc.double({ min: 20.5, max: 31, noNaN: true }),
  fc.double({ min: 59.8, max: 70, noNaN: true }),
);

const orderArb = fc
  .record({
    stops: fc.array(place, { minLength: 2, maxLength: 4 }),
    abroad: fc.boolean(),
    roundTrip: fc.boolean(),
    priceType: fc.constantFrom(2, 17),
    clientKm: fc.option(
      fc.integer({ min: 0, max: 2_000_000 }).map((metres) => metres / 1000),
      { nil: null },
    ),
    /** Prices of the chosen extra services, in cents. */
    servicesCents: fc.array(cents(30_000), { maxLength: 6 }),
    /** The driver's expenses charged to the company (service prices), in cents. */
    expensesCents: fc.array(cents(50_000), { maxLength: 6 }),
  })
  .map((order) => ({ ...order, services: order.servicesCents.map(euros), expenses: order.expensesCents.map(euros) }));

/** A report: one company's price list and the transports priced with it. */
const reportArb = fc.record({
  priceList: priceListArb,
  orders: fc.array(orderArb, { minLength: 1, maxLength: 5 }),
  /** The order PostgreSQL happens to add the rows in. */
  seed: fc.integer(),
});

type Report = typeof reportArb extends fc.Arbitrary<infer T> ? T : never;

/** The transports as the write path stores them (write.ts), with the report's row columns. */
function stored(report: Report) {
  return report.orders.map((order, index) => {
    const price = priceOrder({
      ...order,
      pricing: report.priceList.pricing,
      clientSecondsWithMargin: null,
      marginPercent: 0,
    });
    const id = index + 1;
    return {
      order,
      transport: {
        id,
        created: new Date('2026-11-02T08:00:00Z'),
        vehicle: `ABC-${String(id)}`,
        business_location_id: null,
        creator_id: null,
        round_trip_return_trip_id: null,
        pickup_location: 'Nouto',
        pickup_postal_code: '00100',
        pickup_city_name: 'Helsinki',
        pickup_time: new Date('2026-11-02T10:00:00Z'),
        pickup_acknowledged: null,
        destination_location: 'Toimitus',
        destination_postal_code: '33100',
        destination_city_name: 'Tampere',
        destination_time: null,
        destination_acknowledged: null,
        trip_length_km: price.goKm,
        return_trip_length_km: price.returnKm,
        price: price.tripPrice,
        price_go_trip: price.goPrice,
        price_return_trip: price.returnPrice,
        service_prices_total_company: price.servicesTotal,
        expenses_price_total: price.expensesTotal,
        transport_total_price: price.total,
        round_trip: order.roundTrip,
        state: TRANSPORT_STATE.delivered,
      },
      expenses: order.expenses.map((service_price_company, expense) => ({
        id: id * 100 + expense,
        transport_id: id,
        expense_type: 2,
        created: new Date('2026-11-02T12:00:00Z'),
        price_vat_0: service_price_company,
        service_price_company,
        notes: '',
      })),
    };
  });
}

function relatedOf(transports: ReturnType<typeof stored>): Related {
  return {
    creators: new Map(),
    locations: new Map(),
    photos: new Map(),
    expenses: new Map(transports.map(({ transport, expenses }) => [transport.id, expenses])),
    priceRows: new Map(),
    returnTrips: new Map(),
    customers: new Map(),
    photoUrl: (photo: string) => photo,
    language: 'fi',
  };
}

/** The database's `sum(column)::float8`: doubles added one by one, in an order of its own. */
function databaseSum(values: readonly (number | null)[], seed: number): number {
  const order = values.map((value, index) => ({ value, key: Math.sin(seed + index) }));
  order.sort((a, b) => a.key - b.key);
  return order.reduce((sum, { value }) => sum + (value ?? 0), 0);
}

/** The legs' prices in cents, computed by hand in integers from the drawn cents (independent of the money module). */
function legsOf(
  list: PriceListCents,
  order: { abroad: boolean; roundTrip: boolean; priceType: number },
  transport: { trip_length_km: number; return_trip_length_km: number | null },
) {
  if (order.priceType === 17 && order.roundTrip && list.price_type === 17 && list.fixed !== null) {
    const go = Math.ceil(list.fixed / 2);
    return { goPrice: go, returnPrice: list.fixed - go };
  }
  // the route's length in tenths of a kilometre (a distance, not money)
  const leg = (km: number, abroad: boolean) =>
    list.base + Math.floor((list.perKmTenthsOfCent * Math.round(km * 10) + 50) / 100) + (abroad ? list.surcharge : 0);
  return {
    goPrice: leg(transport.trip_length_km, order.abroad),
    returnPrice: transport.return_trip_length_km === null ? null : leg(transport.return_trip_length_km, false),
  };
}

/** The cents of the detail's payment box, the API's price summary and the report row of one stored transport. */
function shown(entry: ReturnType<typeof stored>[number], related: Related) {
  const { transport } = entry;
  const box = paymentBox(transport);
  // the dashboard adds the parts itself when the server sent no total
  const boxFromParts = paymentBox({ ...transport, transport_total_price: null });
  // the API's serialiser (serialize.ts) summarises the stored columns the same way
  const summary = priceSummary({
    price_go_trip: transport.price_go_trip,
    price_return_trip: transport.price_return_trip,
    extras: [transport.service_prices_total_company],
    expenses: [transport.expenses_price_total],
  });
  const row = reportRow(transport, related);
  return {
    detail: toCents(box.total),
    detailFromParts: toCents(boxFromParts.total),
    summary: toCents(summary.total),
    row: toCents(row.transport_total_price),
    rowExpenseFees: toCents(row.expenses_service_prices),
    parts: sumCents([toCents(box.price), toCents(box.services), toCents(box.expenses)]),
    row_data: row,
  };
}

/** A plain check: vitest's expect costs more than the pricing itself, ten thousand times over. */
function same(actual: unknown, expected: unknown) {
  if (actual !== expected) throw new Error(`expected ${String(expected)}, got ${String(actual)}`);
}

describe('one amount from the price to the Excel cell (issue 27 §2)', () => {
  it('10,000 random price lists: detail, report row, totals row and formatted text agree to the cent', () => {
    fc.assert(
      fc.property(reportArb, (report) => {
        const transports = stored(report);
        const related = relatedOf(transports);
        const totals: number[] = [];
        const trips: number[] = [];
        const expenseTotals: number[] = [];
        for (const entry of transports) {
          const { order } = entry;
          const seen = shown(entry, related);
          // the trip itself, from the price list by hand: a leg is base + (tenths of a cent per km × tenths of a
          // km) / 100, half a cent up, + the surcharge abroad on the outbound leg; the fixed price splits evenly
          const { goPrice, returnPrice } = legsOf(report.priceList.cents, order, entry.transport);
          // the total is the trip and the drawn services and expenses, added as integer cents
          const expected = goPrice + (returnPrice ?? 0) + addCents(order.servicesCents) + addCents(order.expensesCents);
          same(toCents(entry.transport.price_go_trip), goPrice);
          same(
            entry.transport.price_return_trip === null ? null : toCents(entry.transport.price_return_trip),
            returnPrice,
          );
          same(toCents(entry.transport.price), goPrice + (returnPrice ?? 0));
          same(seen.detail, expected);
          same(seen.detailFromParts, expected);
          same(seen.summary, expected);
          same(seen.row, expected);
          same(seen.parts, expected);
          same(seen.rowExpenseFees, addCents(order.expensesCents));
          // what a Finnish user reads is that amount
          same(parseEuros(formatEuros(euros(expected), 'fi')), expected);
          totals.push(expected);
          trips.push(goPrice + (returnPrice ?? 0));
          expenseTotals.push(addCents(order.expensesCents));
        }
        const sums = {
          trip_length_km: databaseSum(
            transports.map(({ transport }) => transport.trip_length_km),
            report.seed,
          ),
          price: databaseSum(
            transports.map(({ transport }) => transport.price),
            report.seed,
          ),
          price_list_rows_price_total: databaseSum(
            transports.map(({ transport }) => transport.service_prices_total_company),
            report.seed,
          ),
          expenses_service_prices: databaseSum(
            transports.flatMap(({ expenses }) => expenses.map((expense) => expense.service_price_company)),
            report.seed,
          ),
          expenses_price_total: databaseSum(
            transports.map(({ transport }) => transport.expenses_price_total),
            report.seed,
          ),
          transport_total_price: databaseSum(
            transports.map(({ transport }) => transport.transport_total_price),
            report.seed,
          ),
        };
        const row = reportTotalsOf({ count: transports.length, ...sums });
        same(toCents(row.transport_total_price), addCents(totals));
        same(toCents(row.price), addCents(trips));
        same(toCents(row.expenses_service_prices), addCents(expenseTotals));
      }),
      { numRuns: 10_000 },
    );
  });

  it('the Excel cells of the rows and of the totals row are the same amounts', async () => {
    const column = (name: (typeof reportColumns)[number]['key']) => reportColumns.findIndex((c) => c.key === name);
    await fc.assert(
      fc.asyncProperty(reportArb, async (report) => {
        const transports = stored(report);
        const related = relatedOf(transports);
        const rows: ReportRow[] = transports.map(({ transport }) => reportRow(transport, related));
        const totals = reportTotalsOf({
          count: rows.length,
          trip_length_km: databaseSum(
            rows.map((row) => row.trip_length_km),
            report.seed,
          ),
          price: databaseSum(
            rows.map((row) => row.price),
            report.seed,
          ),
          price_list_rows_price_total: databaseSum(
            rows.map((row) => row.price_list_rows_price_total),
            report.seed,
          ),
          expenses_service_prices: databaseSum(
            rows.map((row) => row.expenses_service_prices),
            report.seed,
          ),
          expenses_price_total: databaseSum(
            rows.map((row) => row.expenses_price_total),
            report.seed,
          ),
          transport_total_price: databaseSum(
            rows.map((row) => row.transport_total_price),
            report.seed,
          ),
        });
        const output = new PassThrough();
        const chunks: Buffer[] = [];
        output.on('data', (chunk: Buffer) => chunks.push(chunk));
        const done = new Promise((resolve) => output.on('end', resolve));
        await writeReportWorkbook(output, {
          summary: { count: rows.length, totals },
          textWidths: {},
          batches: (async function* () {
            yield await Promise.resolve(rows);
          })(),
          language: 'fi',
        });
        await done;
        const sheet = readFirstSheet(Buffer.concat(chunks));
        const cells = sheet.rows.slice(1, -1);
        const totalsRow = sheet.rows.at(-1) ?? [];
        const total = column('transport_total_price');
        rows.forEach((row, index) => {
          const cell = cells[index]?.[total];
          expect(cell?.type).toBe('n');
          expect(toCents(Number(cell?.value))).toBe(toCents(row.transport_total_price));
        });
        expect(toCents(Number(totalsRow[total]?.value))).toBe(
          sumCents(rows.map((row) => toCents(row.transport_total_price))),
        );
        expect(toCents(Number(totalsRow[column('price')]?.value))).toBe(
          sumCents(rows.map((row) => toCents(row.price))),
        );
      }),
      // a workbook each run: a few dozen show the cells carry the amounts unchanged
      { numRuns: 30 },
    );
  });
});
