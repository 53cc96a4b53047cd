/**
 * Repeating orders (issue 30 §2): a series repeats one of the company's transports by a rule (@siirto/domain's
 * repeat.ts); scheduler.ts creates each occurrence ahead through the one create path.
 *
 * - POST /transports/company/{id}/series/ `{rule, create_as}`: a series from transport {id} (its template; the
 *   transport's Helsinki pickup day is the series' start, and the transport is linked to it).
 * - GET /transports/series/: the company's series (a location user's: their locations'), newest first.
 * - GET /transports/series/{id}/: one series with its transports and its next days.
 * - PATCH /transports/series/{id}/ `{version, rule?, create_as?, status?}`: an edit of the future: paused
 *   (the days passing while paused are not made), resumed, ended (final), or a new rule: the series' transports on
 *   days the new rule no longer has, still to come and still editable, are removed, and new days are made.
 *
 * Every id is the company's own: a series of another company is a 404.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addCalendarDays,
  calendarDayOf,
  canEditTransport,
  REPEAT_AHEAD_DAYS,
  REPEAT_CREATE_AS,
  REPEAT_STATUSES,
  repeatEditPreview,
  repeatOccurrences,
  repeatRuleIssues,
  repeatRuleSchema,
  todayIn,
} from '@siirto/domain';
import { idParam } from '../../http/context.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { type Language, languageOf, msg, parseBody } from '../../http/validation.ts';
import { businessDb, companyContext } from '../companies/context.ts';
import { companyTransport, deleteTransport, loadVisibleTransport } from '../transports/repository.ts';
import { orderWriteOf } from '../transports/order-copy.ts';
import { emitTransportDeleted } from '../transports/webhook-events.ts';
import { scheduleOf, seriesScheduler, startSeriesScheduler } from './scheduler.ts';
import {
  companySeries,
  insertSeries,
  type SeriesRow,
  seriesTransports,
  updateSeriesAtVersion,
  visibleSeriesById,
} from './repository.ts';

/** How far the answer lists a series' next days. */
const UPCOMING_DAYS = 62;

const createSchema = z.object({
  rule: repeatRuleSchema,
  create_as: z.enum(REPEAT_CREATE_AS, { error: 'invalidChoice' }).default('draft'),
});

const editSchema = z.object({
  version: z.number({ error: 'invalidChoice' }).int().min(1),
  rule: repeatRuleSchema.optional(),
  create_as: z.enum(REPEAT_CREATE_AS, { error: 'invalidChoice' }).optional(),
  status: z.enum(REPEAT_STATUSES, { error: 'invalidChoice' }).optional(),
});

/** A series as the contract's TransportSeries. */
function serializeSeries(series: SeriesRow) {
  const rule = scheduleOf(series);
  return {
    id: series.id,
    template_transport: series.template_transport_id,
    business_location: series.business_location_id,
    start_day: series.start_day,
    rule: {
      kind: rule.kind,
      weekdays: [...rule.weekdays],
      interval_days: rule.interval_days,
      month_day: rule.month_day,
      until: rule.until,
      count: rule.count,
    },
    create_as: series.create_as === 'publish' ? ('publish' as const) : ('draft' as const),
    status: (REPEAT_STATUSES as readonly string[]).includes(series.status) ? series.status : 'ended',
    created_through: series.created_through,
    last_error: series.last_error,
    last_error_day: series.last_error_day,
    version: series.version,
    created: series.created.toISOString(),
  };
}

/** 409: the series changed since the client read it (`version` is the stored one). */
const staleSeries = (language: Language, version: number) =>
  new HttpError(409, { detail: msg('repeatStaleVersion', language), code: 'stale_version', version });

async function loadSeries(request: FastifyRequest) {
  const context = await companyContext(request);
  const db = businessDb(request);
  const series = await visibleSeriesById(db, context, idParam(request));
  if (!series) throw notFound();
  return { context, db, series };
}

export const transportSeriesRoutes: FastifyPluginAsync = (app) => {
  startSeriesScheduler(app);

  app.post('/transports/company/:id/series/', async (request, reply) => {
    const { transport } = await loadVisibleTransport(request);
    const context = await companyContext(request);
    const language = languageOf(request);
    const body = parseBody(createSchema, request.body, language);
    if (transport.round_trip_is_return_trip) throw new HttpError(400, { detail: msg('repeatReturnTrip', language) });
    if (transport.series_id !== null) throw new HttpError(400, { detail: msg('repeatAlready', language) });
    const start = transport.pickup_time ? calendarDayOf(transport.pickup_time) : null;
    if (start === null) throw new HttpError(400, { detail: msg('repeatNoPickupTime', language) });
    const issues = repeatRuleIssues(body.rule, start);
    if (issues.length > 0) throw badRequest({ 'rule.until': issues.map((issue) => msg(issue.message, language)) });
    const db = businessDb(request);
    const leg =
      transport.round_trip_return_trip_id !== null
        ? await companyTransport(db, context.company.id, transport.round_trip_return_trip_id)
        : undefined;
    const series = await insertSeries(db, {
      company_id: context.company.id,
      creator_id: context.user.id,
      template_transport_id: transport.id,
      business_location_id: transport.business_location_id,
      template: orderWriteOf(transport, transport.round_trip_no_vehicle_change ? undefined : leg),
      start_day: start,
      rule: { ...body.rule },
      create_as: body.create_as,
      language,
      now: request.server.deps.clock.now(),
    });
    seriesScheduler(request.server).kick();
    return reply.code(201).send(serializeSeries(series));
  });

  app.get('/transports/series/', async (request) => {
    const context = await companyContext(request);
    return (await companySeries(businessDb(request), context)).map(serializeSeries);
  });

  app.get('/transports/series/:id/', async (request) => {
    const { context, db, series } = await loadSeries(request);
    const today = todayIn(undefined, request.server.deps.clock.now());
    const transports = await seriesTransports(db, context.company.id, series.id);
    const upcoming =
      series.status === 'ended'
        ? []
        : repeatOccurrences(scheduleOf(series), {
            from: [addCalendarDays(series.created_through, 1), today].sort().at(-1) ?? today,
            to: addCalendarDays(today, UPCOMING_DAYS),
          }).map((occurrence) => occurrence.day);
    return {
      ...serializeSeries(series),
      transports: transports.map((transport) => ({
        id: transport.id,
        state: transport.state,
        day: transport.series_day ?? '',
      })),
      upcoming,
    };
  });

  app.patch('/transports/series/:id/', async (request) => {
    const { context, db, series } = await loadSeries(request);
    const language = languageOf(request);
    const body = parseBody(editSchema, request.body, language);
    if (series.status === 'ended') throw new HttpError(400, { detail: msg('repeatEndedSeries', language) });
    if (body.version !== series.version) throw staleSeries(language, series.version);
    const now = request.server.deps.clock.now();
    const today = todayIn(undefined, now);
    const yesterday = addCalendarDays(today, -1);
    if (body.rule) {
      const issues = repeatRuleIssues(body.rule, series.start_day);
      if (issues.length > 0) throw badRequest({ 'rule.until': issues.map((issue) => msg(issue.message, language)) });
    }
    const changes: { rule?: Record<string, unknown>; create_as?: string; status?: string; created_through?: string } =
      {};
    if (body.create_as) changes.create_as = body.create_as;
    if (body.status) changes.status = body.status;
    // resumed: the days that passed while paused are not made afterwards
    if (body.status === 'active' && series.status === 'paused' && series.created_through < yesterday)
      changes.created_through = yesterday;
    if (body.rule) {
      changes.rule = { ...body.rule };
      // the future only: the series' transports still to come on days the new rule has not, and still editable, go
      const horizon = addCalendarDays(today, REPEAT_AHEAD_DAYS);
      const preview = repeatEditPreview(
        scheduleOf(series),
        { ...body.rule, start: series.start_day },
        { from: today, to: horizon },
      );
      const removed = new Set(preview.removed);
      for (const made of await seriesTransports(db, context.company.id, series.id)) {
        if (made.series_day === null || !removed.has(made.series_day)) continue;
        const transport = await companyTransport(db, context.company.id, made.id);
        if (!transport || !canEditTransport(transport)) continue;
        await deleteTransport(db, transport);
        await emitTransportDeleted(request, transport);
      }
      // the new rule's days from today on are made (a day already made is answered by its key, not made twice)
      changes.created_through = series.created_through < yesterday ? series.created_through : yesterday;
    }
    const saved = await updateSeriesAtVersion(db, series.id, series.version, changes, now);
    if (!saved) throw staleSeries(language, series.version);
    seriesScheduler(request.server).kick();
    return serializeSeries(saved);
  });
  return Promise.resolve();
};
