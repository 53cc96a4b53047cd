/**
 * GET /transports/company/: the company's transports with the filters, ordering and paging of spec 2 §7, each as
 * the list's projection (TransportListItem): the columns the list and the frontpage show, not the whole transport
 * (~0.6 kB a row instead of ~5 kB, so page size All, 10,000 rows, is ~5.9 MB of JSON instead of ~50 MB).
 */
import type { FastifyPluginAsync } from 'fastify';
import { isDeliveredState } from '@siirto/domain';
import { pageResponse, paginate } from '../../http/pagination.ts';
import { businessDb } from '../companies/context.ts';
import {
  cheapCountOf,
  type ListFilters,
  listPage,
  listQuery,
  listRows,
  loadRelated,
  readContext,
} from './repository.ts';
import { orderTransports, positiveInt, stateParam, truthy } from './query.ts';
import { serializeTransportListItem } from './serialize.ts';

/** The list's filters from its query string (an unreadable value is no filter). */
function listFilters(query: Record<string, unknown>, userId: number): ListFilters {
  const state = stateParam(query.state);
  const search = typeof query.search === 'string' ? query.search.trim().slice(0, 100) : '';
  return {
    excludeReturnTrips: truthy(query.exclude_return_trips),
    state,
    // Delivered and invoiced transports only on request, or when the state filter asks for one of them.
    includeDelivered: truthy(query.include_delivered) || isDeliveredState(state),
    businessLocations:
      typeof query.business_location === 'string' && /^\d{1,9}(,\d{1,9})*$/.test(query.business_location)
        ? query.business_location.split(',').map(Number)
        : null,
    pickupLocation: positiveInt(query.pickup_business_location),
    destinationLocation: positiveInt(query.destination_business_location),
    creator: query.creator === 'me' ? userId : positiveInt(query.creator),
    series: positiveInt(query.series),
    search:
      search === ''
        ? null
        : {
            id: /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null,
            registration: search.toUpperCase().replace(/[\s-]/g, ''),
          },
  };
}

export const transportListRoutes: FastifyPluginAsync = (app) => {
  app.get('/transports/company/', async (request) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const query = request.query as Record<string, unknown>;
    const page = paginate(query);
    const rows = listQuery(db, context, listFilters(query, context.user.id));
    const paged = listPage(db, rows, (ordered) => orderTransports(ordered, query), page);
    const [transports, total] = await Promise.all([
      listRows(paged, request.server.deps.config.databaseUrl !== undefined),
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
