/**
 * Transport reads of the company: the list (filters, ordering and paging of spec 2 §7), one transport with
 * photos, expenses, extra services, route and driver, the map screen, and sharing (token, contacts, mails).
 * Also the pricing look-ups the order form reads (extra services, vehicle sizes).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type Selectable, sql } from 'kysely';
import { z } from 'zod';
import type { PriceListRowsTable } from '../db/migrations/002_business.ts';
import type { Transport } from '../db/schema.ts';
import { idParam, requireUser } from '../http/context.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { paginate } from '../http/pagination.ts';
import { uploadUrl } from '../http/serializers.ts';
import { emailSchema, fieldErrorsOf } from '../http/validation.ts';
import { toGeoPoint } from './business-locations.ts';
import { type BusinessDb, businessDb, companyContext, type CompanyContext, LOCATION_USER_ROLE } from './companies.ts';
import { requestLanguage } from './enums.ts';

export const vehicleSizes = [
  { id: 1, fi: 'Henkilöauto', en: 'Passenger car' },
  { id: 2, fi: 'Pakettiauto', en: 'Van' },
  { id: 3, fi: 'Maastoauto / SUV', en: 'SUV' },
  { id: 4, fi: 'Pieni kuorma-auto', en: 'Light truck' },
] as const;

const DELIVERED_STATES = [6, 7];
const TRANSPORT_STATES = [2, 3, 31, 4, 5, 6, 7, 8, 9] as const;

const orderings = {
  id: 'id',
  state: 'state',
  created: 'created',
  pickup_time: 'pickup_time',
  destination_time: 'destination_time',
} as const;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
const oneOf = <T extends number>(value: number | null | undefined, allowed: readonly T[]): T | null =>
  value !== null && value !== undefined && (allowed as readonly number[]).includes(value) ? (value as T) : null;
const intOrNull = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Math.round(value);
const cityId = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

type PriceListRow = Selectable<PriceListRowsTable>;

interface RoutePointJson {
  coordinates_point?: unknown;
  created?: unknown;
}

function routePoints(value: unknown) {
  if (!Array.isArray(value)) return [];
  const points: { coordinates_point: { type: 'Point'; coordinates: [number, number] }; created?: string }[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as RoutePointJson;
    const point = toGeoPoint(item.coordinates_point);
    if (!point) continue;
    points.push(
      typeof item.created === 'string'
        ? { coordinates_point: point, created: item.created }
        : { coordinates_point: point },
    );
  }
  return points;
}

function waypoints(value: unknown) {
  if (!Array.isArray(value)) return [];
  const result: { lat: number; lng: number; name: string | null }[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as Record<string, unknown>;
    const point = toGeoPoint(item.coordinates) ?? toGeoPoint([item.lng, item.lat]);
    if (!point) continue;
    result.push({
      lat: point.coordinates[1],
      lng: point.coordinates[0],
      name: typeof item.name === 'string' ? item.name : null,
    });
  }
  return result;
}

function priceListRowsData(value: unknown) {
  if (!Array.isArray(value)) return [];
  const rows: { price_list_row_id: number; description: string | null }[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as Record<string, unknown>;
    if (typeof item.price_list_row_id !== 'number') continue;
    rows.push({
      price_list_row_id: item.price_list_row_id,
      description: typeof item.description === 'string' ? item.description : null,
    });
  }
  return rows;
}

/** Where the car was last seen: the newest route point, else the acknowledged destination or pickup position. */
function carCoordinates(transport: Transport) {
  if (transport.state < 5 || transport.state === 8) return null;
  const route = routePoints(transport.routes);
  const last = route[route.length - 1];
  if (transport.destination_acknowledged)
    return toGeoPoint(transport.destination_acknowledged_coordinates) ?? last?.coordinates_point ?? null;
  return last?.coordinates_point ?? toGeoPoint(transport.pickup_acknowledged_coordinates);
}

function serializePriceListRow(row: PriceListRow, description: string | null = null) {
  return {
    id: row.id,
    name: row.name,
    driver_info: row.driver_info,
    transport_description_field: row.transport_description_field,
    price_eur: row.price_eur,
    description,
  };
}

/** Pickup and destination fields (TransportLocationFields), shared with the public view. */
function locationFields(transport: Transport) {
  return {
    pickup_name: transport.pickup_name,
    pickup_phone: transport.pickup_phone,
    pickup_contact_email: transport.pickup_contact_email,
    pickup_location: transport.pickup_location,
    pickup_address: transport.pickup_address,
    pickup_postal_code: transport.pickup_postal_code,
    pickup_city: cityId(transport.pickup_city),
    pickup_city_name: transport.pickup_city_name,
    pickup_country: transport.pickup_country,
    pickup_google_address: transport.pickup_google_address,
    pickup_location_coordinates: toGeoPoint(transport.pickup_location_coordinates),
    pickup_time: iso(transport.pickup_time),
    destination_name: transport.destination_name,
    destination_phone: transport.destination_phone,
    destination_contact_email: transport.destination_contact_email,
    destination_location: transport.destination_location,
    destination_address: transport.destination_address,
    destination_postal_code: transport.destination_postal_code,
    destination_city: cityId(transport.destination_city),
    destination_city_name: transport.destination_city_name,
    destination_country: transport.destination_country,
    destination_google_address: transport.destination_google_address,
    destination_location_coordinates: toGeoPoint(transport.destination_location_coordinates),
    destination_time: iso(transport.destination_time),
  };
}

function contractOf(transport: Transport) {
  return transport.driver_full_name
    ? { driver: { full_name: transport.driver_full_name, phone: transport.driver_phone } }
    : null;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Everything a list page or a detail needs besides the transport rows, loaded in a few queries. */
async function loadRelated(request: FastifyRequest, db: BusinessDb, transports: Transport[]) {
  const ids = transports.map((transport) => transport.id);
  const creatorIds = [...new Set(transports.map((t) => t.creator_id).filter((id): id is number => id !== null))];
  const locationIds = [
    ...new Set(transports.map((t) => t.business_location_id).filter((id): id is number => id !== null)),
  ];
  const returnIds = [
    ...new Set(transports.map((t) => t.round_trip_return_trip_id).filter((id): id is number => id !== null)),
  ];
  const [creators, locations, photos, expenses, priceRows, returnTrips] = await Promise.all([
    creatorIds.length
      ? db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', creatorIds).execute()
      : [],
    locationIds.length
      ? db.selectFrom('business_locations').select(['id', 'name']).where('id', 'in', locationIds).execute()
      : [],
    ids.length ? db.selectFrom('photos').selectAll().where('transport_id', 'in', ids).orderBy('id').execute() : [],
    ids.length ? db.selectFrom('expenses').selectAll().where('transport_id', 'in', ids).orderBy('id').execute() : [],
    db.selectFrom('price_list_rows').selectAll().execute(),
    returnIds.length
      ? db
          .selectFrom('transports')
          .select(['id', 'state', 'vehicle', 'destination_time', 'trip_length_km'])
          .where('id', 'in', returnIds)
          .execute()
      : [],
  ]);
  const { config } = request.server.deps;
  return {
    creators: new Map(creators.map((user) => [user.id, `${user.first_name} ${user.last_name}`.trim()])),
    locations: new Map(locations.map((location) => [location.id, location.name])),
    photos: groupBy(photos, (photo) => photo.transport_id),
    expenses: groupBy(expenses, (expense) => expense.transport_id),
    priceRows: new Map(priceRows.map((row) => [row.id, row])),
    returnTrips: new Map(returnTrips.map((trip) => [trip.id, trip])),
    photoUrl: (photo: string) => (/^https?:\/\//.test(photo) ? photo : uploadUrl(config, photo)),
    language: requestLanguage(request),
  };
}

type Related = Awaited<ReturnType<typeof loadRelated>>;

export function serializeTransport(transport: Transport, related: Related) {
  const returnTrip =
    transport.round_trip_return_trip_id !== null
      ? related.returnTrips.get(transport.round_trip_return_trip_id)
      : undefined;
  const locationName =
    transport.business_location_id !== null ? related.locations.get(transport.business_location_id) : undefined;
  const location =
    transport.business_location_id !== null && locationName !== undefined
      ? { id: transport.business_location_id, name: locationName }
      : null;
  const creatorName = transport.creator_id !== null ? related.creators.get(transport.creator_id) : undefined;
  const rowsData = priceListRowsData(transport.price_list_rows_data);
  const priceListRows = rowsData.flatMap((data) => {
    const row = related.priceRows.get(data.price_list_row_id);
    return row ? [serializePriceListRow(row, data.description)] : [];
  });
  const size = vehicleSizes.find((candidate) => candidate.id === transport.vehicle_size_id);
  const state = oneOf(transport.state, TRANSPORT_STATES) ?? 2;
  const goPrice = transport.price_go_trip ?? transport.price;
  const priceSummary =
    transport.prices_calculated && transport.price !== null
      ? {
          trip_price_total: (goPrice ?? 0) + (transport.price_return_trip ?? 0),
          trip_length_km_total: (transport.trip_length_km ?? 0) + (returnTrip?.trip_length_km ?? 0),
          form1_price: goPrice,
          form2_price: transport.price_return_trip,
        }
      : null;
  return {
    id: transport.id,
    name: transport.name,
    state,
    created: transport.created.toISOString(),
    publish: transport.publish,
    company: transport.company_id,
    web_version: String(transport.web_version),
    is_editable: transport.is_editable && [2, 3, 31].includes(transport.state),
    creator:
      transport.creator_id !== null && creatorName !== undefined
        ? { id: transport.creator_id, full_name: creatorName }
        : null,
    business_location: location,
    business_location_id: transport.business_location_id,
    business_location_obj: location,
    round_trip: transport.round_trip,
    round_trip_no_vehicle_change: transport.round_trip_no_vehicle_change,
    round_trip_is_return_trip: transport.round_trip_is_return_trip,
    round_trip_return_trip_id: transport.round_trip_return_trip_id,
    round_trip_go_trip_id: transport.round_trip_go_trip_id,
    round_trip_return_trip_state: returnTrip ? oneOf(returnTrip.state, TRANSPORT_STATES) : null,
    round_trip_return_trip_vehicle: returnTrip ? returnTrip.vehicle : null,
    vehicle: transport.vehicle,
    vehicle_brand: transport.vehicle_brand,
    vehicle_electric: transport.vehicle_electric,
    vehicle_fuel_type: oneOf(transport.vehicle_fuel_type, [2, 3, 4, 5] as const) ?? 2,
    vehicle_transmission_type: oneOf(transport.vehicle_transmission_type, [2, 3] as const),
    vehicle_recharge_type: oneOf(transport.vehicle_recharge_type, [2, 3, 4, 5] as const),
    vehicle_product_number: transport.vehicle_product_number,
    vehicle_size: size ? { id: size.id, name: size[related.language] } : null,
    abroad: transport.abroad,
    order_number: transport.order_number,
    pickup_vehicle_km: intOrNull(transport.pickup_vehicle_km),
    destination_vehicle_km: intOrNull(transport.destination_vehicle_km),
    driver_level_minimum: oneOf(transport.driver_level_minimum, [1, 2, 3] as const),
    ...locationFields(transport),
    pickup_business_location: transport.pickup_business_location_id,
    pickup_time_driver_arrives: iso(transport.pickup_time_driver_arrives),
    pickup_acknowledged: iso(transport.pickup_acknowledged),
    pickup_acknowledged_coordinates: toGeoPoint(transport.pickup_acknowledged_coordinates),
    pickup_acknowledged_info: transport.pickup_acknowledged_info,
    destination_business_location: transport.destination_business_location_id,
    destination_time_driver_arrives: iso(transport.destination_time_driver_arrives),
    destination_acknowledged: iso(transport.destination_acknowledged),
    destination_acknowledged_coordinates: toGeoPoint(transport.destination_acknowledged_coordinates),
    destination_acknowledged_info: transport.destination_acknowledged_info,
    return_transport_destination_time: iso(returnTrip?.destination_time),
    priority: transport.priority === 3 ? 3 : 2,
    priority_disabled: transport.priority_disabled,
    driver_information: transport.driver_information,
    description_company: transport.description_company,
    price: transport.price,
    service_prices_total_company: transport.service_prices_total_company,
    expenses_price_total: transport.expenses_price_total,
    transport_total_price: transport.transport_total_price,
    trip_length_km: transport.trip_length_km,
    travel_time_with_margin: intOrNull(transport.travel_time_with_margin),
    routes: routePoints(transport.routes),
    waypoints: waypoints(transport.waypoints),
    photos: (related.photos.get(transport.id) ?? []).flatMap((photo) => {
      const photoType = oneOf(photo.photo_type, [2, 3, 4] as const);
      const photoTarget = oneOf(photo.photo_target, [2, 3, 4, 5, 6, 7] as const);
      if (photoType === null || photoTarget === null) return [];
      return [
        {
          id: photo.id,
          photo: related.photoUrl(photo.photo),
          photo_type: photoType,
          photo_target: photoTarget,
          created: photo.created.toISOString(),
        },
      ];
    }),
    expenses: (related.expenses.get(transport.id) ?? []).map((expense) => ({
      id: expense.id,
      expense_type: oneOf(expense.expense_type, [2, 3, 4, 5, 6] as const) ?? 6,
      created: expense.created.toISOString(),
      price_vat_0: expense.price_vat_0,
      service_price_company: expense.service_price_company,
      notes: expense.notes,
    })),
    price_list_rows: priceListRows,
    price_list_rows_ids: rowsData.map((row) => row.price_list_row_id),
    price_list_rows_data: rowsData,
    contract_obj: contractOf(transport),
    car_coordinates: carCoordinates(transport),
    state_published_time: iso(transport.state_published_time),
    state_reserved_time: iso(transport.state_reserved_time),
    contract_total_price: transport.contract_total_price,
    contract_total_length_km: transport.contract_total_length_km,
    price_go_trip: transport.price_go_trip,
    price_return_trip: transport.price_return_trip,
    price_type_special: transport.price_type_special === 17 ? 17 : 2,
    prices_calculated: transport.prices_calculated,
    price_summary: priceSummary,
  };
}

/** The public subset shown by a share link: places, times, route and driver; no prices, no company data. */
export function serializeSharedTransport(transport: Transport) {
  return {
    id: transport.id,
    name: transport.name,
    state: oneOf(transport.state, TRANSPORT_STATES) ?? 2,
    ...locationFields(transport),
    destination_time_driver_arrives: iso(transport.destination_time_driver_arrives),
    pickup_acknowledged: iso(transport.pickup_acknowledged),
    pickup_acknowledged_coordinates: toGeoPoint(transport.pickup_acknowledged_coordinates),
    destination_acknowledged: iso(transport.destination_acknowledged),
    destination_acknowledged_coordinates: toGeoPoint(transport.destination_acknowledged_coordinates),
    routes: routePoints(transport.routes),
    waypoints: waypoints(transport.waypoints),
    contract_obj: contractOf(transport),
  };
}

/** The transports this member may see: the company's, and for a location user (role 2) only their location's. */
function visibleTransports(db: BusinessDb, context: CompanyContext) {
  let query = db.selectFrom('transports').where('company_id', '=', context.company.id);
  if (context.companyUser.role === LOCATION_USER_ROLE) {
    query =
      context.linkedLocationIds.length > 0
        ? query.where('business_location_id', 'in', context.linkedLocationIds)
        : query.where(sql<boolean>`false`);
  }
  return query;
}

async function loadVisibleTransport(request: FastifyRequest) {
  const context = await companyContext(request);
  const db = businessDb(request);
  const transport = await visibleTransports(db, context)
    .selectAll()
    .where('id', '=', idParam(request))
    .executeTakeFirst();
  if (!transport) throw notFound();
  return { context, db, transport };
}

const truthy = (value: unknown) => value === 'true' || value === '1' || value === 'True';
const positiveInt = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
};

const shareSchema = z.object({
  emails: z
    .array(emailSchema, { error: 'Anna lista sähköpostiosoitteita' })
    .min(1, 'Valitse vähintään yksi vastaanottaja')
    .max(50, 'Enintään 50 vastaanottajaa'),
});

export const sharedLink = (webBaseUrl: string, transportId: number, token: string) =>
  `${webBaseUrl}/shared/transport/${transportId}?token=${encodeURIComponent(token)}`;

export const transportsRoutes: FastifyPluginAsync = (app) => {
  const { deps } = app;

  app.get('/transports/company/', async (request) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const query = request.query as Record<string, unknown>;
    const page = paginate(query);
    let rows = visibleTransports(db, context);

    if (truthy(query.exclude_return_trips)) rows = rows.where('round_trip_is_return_trip', '=', false);
    const state = typeof query.state === 'string' && /^\d{1,2}$/.test(query.state) ? Number(query.state) : null;
    if (state !== null) rows = rows.where('state', '=', state);
    // Delivered and invoiced transports only on request, or when the state filter asks for one of them.
    if (!truthy(query.include_delivered) && (state === null || !DELIVERED_STATES.includes(state))) {
      rows = rows.where('state', 'not in', DELIVERED_STATES);
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
                  `%${registration.replace(/[\\%_]/g, '\\$&')}%`,
                ),
              ]
            : []),
          eb('name', 'ilike', `%${text.replace(/[\\%_]/g, '\\$&')}%`),
        ]),
      );
    }

    const ordering = typeof query.ordering === 'string' ? query.ordering : '-id';
    const descending = ordering.startsWith('-');
    const field = ordering.replace(/^-/, '');
    const known = Object.hasOwn(orderings, field);
    const column = known ? orderings[field as keyof typeof orderings] : 'id';
    const direction = descending || !known ? 'desc' : 'asc';

    const [transports, total] = await Promise.all([
      rows
        .selectAll()
        .orderBy(column, (ob) => (direction === 'desc' ? ob.desc() : ob.asc()).nullsLast())
        .orderBy('id', direction)
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      rows.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    ]);
    const related = await loadRelated(request, db, transports);
    const items = transports.map((transport) => serializeTransport(transport, related));
    return { count: total.count, transports: items, results: items };
  });

  app.get('/transports/company/map/', async (request) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const transports = await visibleTransports(db, context)
      .selectAll()
      .where('state', 'in', [4, 5, 6, 7, 9])
      .orderBy('id', 'desc')
      .limit(1000)
      .execute();
    return transports.map((transport) => ({
      id: transport.id,
      state: oneOf(transport.state, TRANSPORT_STATES) ?? 4,
      vehicle: transport.vehicle,
      driver_name: transport.driver_full_name,
      car_coordinates: carCoordinates(transport),
    }));
  });

  app.get('/transports/company/:id/', async (request) => {
    const { db, transport } = await loadVisibleTransport(request);
    const related = await loadRelated(request, db, [transport]);
    return serializeTransport(transport, related);
  });

  app.get('/transports/company/:id/share_token/', async (request) => {
    const { transport } = await loadVisibleTransport(request);
    return { share_token: transport.share_token };
  });

  app.get('/transports/company/:id/get_contacts/', async (request) => {
    const { db, transport } = await loadVisibleTransport(request);
    const shared = await db
      .selectFrom('transport_share_recipients')
      .select('email')
      .where('transport_id', '=', transport.id)
      .orderBy('shared_at')
      .orderBy('email')
      .execute();
    const list: { email: string; checked: boolean }[] = shared.map((row) => ({ email: row.email, checked: true }));
    for (const email of [transport.pickup_contact_email, transport.destination_contact_email]) {
      const normalised = email.trim().toLowerCase();
      if (normalised !== '' && !list.some((item) => item.email === normalised))
        list.push({ email: normalised, checked: false });
    }
    return { contact_emails_list: list };
  });

  app.post('/transports/company/:id/share_transport/', async (request) => {
    const { db, transport } = await loadVisibleTransport(request);
    const body =
      typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {};
    const result = shareSchema.safeParse(body);
    if (!result.success) throw badRequest(fieldErrorsOf(result.error, requestLanguage(request)));
    const emails = [...new Set(result.data.emails)];
    const now = deps.clock.now();
    await db.transaction().execute(async (trx) => {
      // The list is the full set of recipients: unchecked addresses stop receiving updates.
      await trx
        .deleteFrom('transport_share_recipients')
        .where('transport_id', '=', transport.id)
        .where('email', 'not in', emails)
        .execute();
      await trx
        .insertInto('transport_share_recipients')
        .values(emails.map((email) => ({ transport_id: transport.id, email, shared_at: now })))
        .onConflict((oc) => oc.columns(['transport_id', 'email']).doNothing())
        .execute();
    });
    const english = requestLanguage(request) === 'en';
    const link = sharedLink(deps.config.webBaseUrl, transport.id, transport.share_token);
    const route = `${transport.pickup_city_name || transport.pickup_location} – ${transport.destination_city_name || transport.destination_location}`;
    try {
      for (const email of emails) {
        await deps.mailer.send({
          to: email,
          subject: english
            ? `Siirto: transport #${transport.id} ${transport.vehicle} (${route})`
            : `Siirto: siirto #${transport.id} ${transport.vehicle} (${route})`,
          text: english
            ? `Hi,\n\nthe status of transport #${transport.id} (${transport.vehicle}, ${route}) was shared with you. ` +
              `Follow it here:\n${link}\n\nYou will receive an e-mail when its status changes.`
            : `Hei,\n\nsinulle on jaettu siirron #${transport.id} (${transport.vehicle}, ${route}) tila. ` +
              `Voit seurata sitä täältä:\n${link}\n\nSaat sähköpostin, kun siirron tila muuttuu.`,
        });
      }
    } catch (error) {
      request.log.error(error);
      throw new HttpError(503, { detail: 'Sähköpostin lähetys epäonnistui. Yritä myöhemmin uudelleen.' });
    }
    return { detail: english ? 'Shared' : 'Jaettu' };
  });

  // ── pricing look-ups of the order form ──

  app.get('/pricing/get_company_pricing_extra_services/', async (request) => {
    const context = await companyContext(request);
    const query = request.query as Record<string, unknown>;
    const companyId = positiveInt(query.company);
    if (companyId === null) throw badRequest({ company: ['Kenttä on pakollinen'] });
    if (companyId !== context.company.id) throw badRequest({ company: ['Virheellinen yritys'] });
    const abroad = query.abroad === '1' || query.abroad === 'true';
    let rows = businessDb(request)
      .selectFrom('price_list_rows')
      .selectAll()
      .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]));
    // Abroad orders may use every service; domestic ones not the abroad-only ones (ferry tickets).
    if (!abroad) rows = rows.where('abroad', '=', false);
    return (await rows.orderBy('id').execute()).map((row) => serializePriceListRow(row));
  });

  app.get('/vehicles/vehicle_sizes/', async (request) => {
    await requireUser(request);
    const language = requestLanguage(request);
    return vehicleSizes.map((size) => ({ id: size.id, name: size[language] }));
  });
  return Promise.resolve();
};
