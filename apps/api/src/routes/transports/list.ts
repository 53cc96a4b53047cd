/** GET /transports/company/: the company's transports with the filters, ordering and paging of spec 2 §7. */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { DELIVERED_TRANSPORT_STATES, isDeliveredState } from '@siirto/domain';
import { pageResponse, paginate } from '../../http/pagination.ts';
import { businessDb } from '../companies.ts';
import { countOf, fromJsonRow, loadRelated, readContext, rowAsJson, visibleTransports } from './repository.ts';
import { orderTransports, positiveInt, stateParam, truthy } from './query.ts';
import { serializeTransport } from './serialize.ts';

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

    const [pageRows, count] = await Promise.all([
      orderTransports(rows.select(rowAsJson()), query).limit(page.limit).offset(page.offset).execute(),
      countOf(rows),
    ]);
    const transports = pageRows.map((item) => fromJsonRow(item.row));
    const related = await loadRelated(request, db, transports);
    const items = transports.map((transport) => serializeTransport(transport, related));
    // The contract's list names its rows `transports` (and `results`, the paged lists' name).
    const { next, previous } = pageResponse(request, page, count, items);
    return { count, next, previous, transports: items, results: items };
  });
  return Promise.resolve();
};
