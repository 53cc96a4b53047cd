/**
 * GET /transports/company/: the company's transports with the filters, ordering and paging of spec 2 §7, each as
 * the list's projection (TransportListItem): the columns the list and the frontpage show, not the whole transport
 * (~0.5 kB a row instead of ~5 kB, so page size All, 10,000 rows, is ~5 MB of JSON instead of ~50 MB).
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import {
  DELIVERED_TRANSPORT_STATES,
  isDeliveredState,
  isEditableState,
  TRANSPORT_STATE,
  TRANSPORT_STATES,
} from '@siirto/domain';
import type { Transport } from '../../db/schema.ts';
import { pageResponse, paginate } from '../../http/pagination.ts';
import { businessDb } from '../companies.ts';
import { cheapCountOf, loadRelated, readContext, type Related, visibleTransports } from './repository.ts';
import { orderTransports, positiveInt, stateParam, truthy } from './query.ts';
import { businessLocationOf, creatorOf, oneOf } from './serialize.ts';

/** The transports columns the list's projection reads as they are. */
const listColumns = [
  'id',
  'name',
  'state',
  'is_editable',
  'company_id',
  'creator_id',
  'business_location_id',
  'pickup_business_location_id',
  'destination_business_location_id',
  'round_trip',
  'round_trip_is_return_trip',
  'round_trip_return_trip_id',
  'round_trip_go_trip_id',
  'vehicle',
  'pickup_location',
  'pickup_city_name',
  'destination_location',
  'destination_city_name',
  'driver_full_name',
  'driver_phone',
] as const satisfies readonly (keyof Transport)[];

/**
 * The timestamps the list shows, read as the answer's text (`toISOString`'s form, milliseconds, UTC) straight from
 * the database: a Date per timestamp (the driver's parse, then toISOString) was a sixth of the API's CPU time at
 * page size All (30,000 timestamps).
 */
const listTimestampColumns = [
  'created',
  'pickup_time',
  'destination_time',
] as const satisfies readonly (keyof Transport)[];

const isoText = (column: (typeof listTimestampColumns)[number]) =>
  sql<string | null>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type ListRow = Pick<Transport, (typeof listColumns)[number]> & {
  created: string;
  pickup_time: string | null;
  destination_time: string | null;
};

/**
 * The list's columns as ONE json value per row (PGlite decodes a row column by column in the API's thread, so there
 * one json value per row is cheaper; see rowAsJson), with the timestamps as text.
 */
const listRowAsJson = sql<ListRow>`json_build_object(${sql.join([
  ...listColumns.map((column) => sql`${sql.lit(column)}, ${sql.ref(column)}`),
  ...listTimestampColumns.map((column) => sql`${sql.lit(column)}, ${isoText(column)}`),
])})`.as('row');

/** A row of the list (TransportListItem in the contract); its fields are named and shaped as in Transport. */
export function serializeTransportListItem(transport: ListRow, related: Related) {
  const returnTrip =
    transport.round_trip_return_trip_id !== null
      ? related.returnTrips.get(transport.round_trip_return_trip_id)
      : undefined;
  return {
    id: transport.id,
    name: transport.name,
    state: oneOf(transport.state, TRANSPORT_STATES) ?? TRANSPORT_STATE.draft,
    created: transport.created,
    is_editable: transport.is_editable && isEditableState(transport.state),
    company: transport.company_id,
    creator: creatorOf(transport, related),
    business_location: businessLocationOf(transport, related),
    business_location_id: transport.business_location_id,
    pickup_business_location: transport.pickup_business_location_id,
    destination_business_location: transport.destination_business_location_id,
    round_trip: transport.round_trip,
    round_trip_is_return_trip: transport.round_trip_is_return_trip,
    round_trip_return_trip_id: transport.round_trip_return_trip_id,
    round_trip_go_trip_id: transport.round_trip_go_trip_id,
    round_trip_return_trip_state: returnTrip ? oneOf(returnTrip.state, TRANSPORT_STATES) : null,
    round_trip_return_trip_vehicle: returnTrip ? returnTrip.vehicle : null,
    vehicle: transport.vehicle,
    pickup_location: transport.pickup_location,
    pickup_city_name: transport.pickup_city_name,
    pickup_time: transport.pickup_time,
    destination_location: transport.destination_location,
    destination_city_name: transport.destination_city_name,
    destination_time: transport.destination_time,
    contract_obj: transport.driver_full_name
      ? { driver: { full_name: transport.driver_full_name, phone: transport.driver_phone } }
      : null,
  };
}

export const transportListRoutes: FastifyPluginAsync = (app) => {
  app.get('/transports/company/', async (request) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const query = request.query as Record<string, unknown>;
    const page = paginate(query);
    let rows = visibleTransports(db, context);

    if (truthy(query.exclude_return_trips)) rows = rows.where('round_trip_is_return_trip', '=', false);
    const state = stateParam(query.state);
    if (state !== null) rows = rows.where('state', '=', state);
    // Delivered and invoiced transports only on request, or when the state filter asks for one of them.
    if (!truthy(query.include_delivered) && !isDeliveredState(state)) {
      rows = rows.where('state', 'not in', DELIVERED_TRANSPORT_STATES);
    }
    if (typeof query.business_location === 'string' && /^\d{1,9}(,\d{1,9})*$/.test(query.business_location)) {
      rows = rows.where('business_location_id', 'in', query.business_location.split(',').map(Number));
    }
    const pickupLocation = positiveInt(query.pickup_business_location);
    if (pickupLocation !== null) rows = rows.where('pickup_business_location_id', '=', pickupLocation);
    const destinationLocation = positiveInt(query.destination_business_location);
    if (destinationLocation !== null) rows = rows.where('destination_business_location_id', '=', destinationLocation);
    if (query.creator === 'me') rows = rows.where('creator_id', '=', context.user.id);
    else {
      const creator = positiveInt(query.creator);
      if (creator !== null) rows = rows.where('creator_id', '=', creator);
    }
    if (typeof query.search === 'string' && query.search.trim() !== '') {
      // the id, or the start of the registration without case, spaces and hyphens (transports_list_registration_idx)
      const text = query.search.trim().slice(0, 100);
      const registration = text.toUpperCase().replace(/[\s-]/g, '');
      const numeric = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
      rows = rows.where((eb) =>
        eb.or([
          ...(numeric !== null ? [eb('id', '=', numeric)] : []),
          ...(registration !== ''
            ? [
                eb(
                  sql<string>`replace(replace(upper(vehicle), '-', ''), ' ', '')`,
                  'like',
                  `${registration.replace(/[\\%_]/g, '\\$&')}%`,
                ),
              ]
            : []),
        ]),
      );
    }

    const paged = orderTransports(rows, query).limit(page.limit).offset(page.offset);
    const [transports, total] = await Promise.all([
      // PostgreSQL sends the columns as they are: building a json value per row cost its server 5-7x more than
      // the columns (page size All, 10,000 rows); PGlite decodes a row column by column in the API's thread, so
      // there one json value per row is cheaper (rowAsJson)
      request.server.deps.config.databaseUrl !== undefined
        ? paged
            .select(listColumns)
            .select(listTimestampColumns.map((column) => isoText(column).as(column)))
            .execute()
            .then((pageRows) => pageRows as ListRow[])
        : paged
            .select(listRowAsJson)
            .execute()
            .then((pageRows) => pageRows.map((item) => item.row)),
      cheapCountOf(db, rows),
    ]);
    const related = await loadRelated(request, db, transports, {
      photos: false,
      priceRows: false,
      returnTrips: true,
      expenses: false,
    });
    const items = transports.map((transport) => serializeTransportListItem(transport, related));
    // An estimated total is corrected by what this page shows: a short page is the last one (the total is then
    // known), a full one has more after it.
    let { count, estimated } = total;
    if (estimated && items.length < page.limit && (items.length > 0 || page.offset === 0)) {
      count = page.offset + items.length;
      estimated = false;
    } else if (estimated) count = Math.max(count, page.offset + items.length + 1);
    // The contract's list names its rows `transports`; the `results` alias is no longer sent (it doubled the
    // answer: 10,000 rows twice).
    const { next, previous } = pageResponse(request, page, count, items);
    return { count, ...(estimated ? { count_estimated: true } : {}), next, previous, transports: items };
  });
  return Promise.resolve();
};
