/**
 * The repeating orders' schedule, run by every API process (issue 30 §2). Every REPEAT_POLL_INTERVAL_MS, and at once
 * after a series is made or edited in this process, it claims the due series (repository.ts `claimDueSeries`: SKIP
 * LOCKED with a lease, so with several processes on one PostgreSQL each series is run by one of them at a time) and
 * creates each occurrence up to REPEAT_AHEAD_DAYS ahead through the one create path (transports/batch.ts), as the
 * user who made the series: authorised, priced and validated by the server as that user's own order, saved as a
 * draft or published as the series says. Each occurrence's idempotency key is the series and its day, so a run
 * repeated after a lost lease makes nothing twice. A day that has passed (a pause, an API down for a day) is not
 * made afterwards. An occurrence the order rules refuse (an extra service withdrawn, a location gone) is recorded
 * on the series (`last_error`) and the others go on; a failure of another kind (a quota, the database) is retried
 * in a minute.
 */
import type { FastifyInstance } from 'fastify';
import {
  addCalendarDays,
  REPEAT_AHEAD_DAYS,
  type RepeatCreateAs,
  repeatFinishedAfter,
  repeatOccurrences,
  type RepeatSchedule,
  resolveLanguage,
  startOfDayIn,
  todayIn,
} from '@siirto/domain';
import type { BusinessTables } from '../../db/migrations/002_business.ts';
import { requestActingAs } from '../../http/context.ts';
import { msg } from '../../http/validation.ts';
import { type DrainLoop, drainLoop, startPolling } from '../../http/drain-loop.ts';
import { createTransportBatch } from '../transports/batch.ts';
import { occurrenceBody } from './template.ts';
import {
  claimDueSeries,
  linkSeriesTransport,
  recordSeriesRun,
  releaseSeries,
  type SeriesRow,
  seriesTransports,
} from './repository.ts';

/** Series claimed at once by one process. */
const BATCH = 10;
/** How long a claim keeps other processes off a series: longer than any run (at most ~14 creates). */
const LEASE_MS = 5 * 60_000;
const RETRY_MS = 60_000;

/** Runs the series due now (`drain`: a batch at a time, until none is due); `kick` after a series is made or edited. */
export type SeriesScheduler = DrainLoop;

/** The schedule of a stored series. */
export function scheduleOf(series: Pick<SeriesRow, 'rule' | 'start_day'>): RepeatSchedule {
  return { ...(series.rule as unknown as Omit<RepeatSchedule, 'start'>), start: series.start_day };
}

const schedulers = new WeakMap<object, SeriesScheduler>();

export function seriesScheduler(app: FastifyInstance): SeriesScheduler {
  const existing = schedulers.get(app.deps);
  if (existing) return existing;
  const { deps } = app;
  const db = deps.db.withTables<BusinessTables>();

  async function run(series: SeriesRow) {
    const now = deps.clock.now();
    const today = todayIn(undefined, now);
    const horizon = addCalendarDays(today, REPEAT_AHEAD_DAYS);
    const schedule = scheduleOf(series);
    // a day that has its transport already is never made again (its key may have expired: a week, write.ts)
    const made = new Set(
      (await seriesTransports(db, series.company_id, series.id)).map((transport) => transport.series_day),
    );
    const due = repeatOccurrences(schedule, { from: addCalendarDays(series.created_through, 1), to: horizon }).filter(
      (occurrence) => occurrence.day >= today && !made.has(occurrence.day),
    );
    const request = await requestActingAs(app, series.creator_id, series.language);
    let error: string | null = null;
    let errorDay: string | null = null;
    if (!request) {
      error = msg('repeatCreatorGone', resolveLanguage(series.language));
    } else if (due.length > 0) {
      const items = due.map((occurrence) => ({
        key: `series-${String(series.id)}-${occurrence.day}`,
        body: occurrenceBody(series.template, series.start_day, occurrence.day, series.create_as as RepeatCreateAs),
      }));
      const outcomes = await createTransportBatch(request, items);
      for (const [index, outcome] of outcomes.entries()) {
        const day = due[index]?.day;
        if (day === undefined) continue;
        if (outcome.errors) {
          error = Object.values(outcome.errors).flat().join(' ');
          errorDay = day;
        } else await linkSeriesTransport(db, outcome.transportId, series.id, day);
      }
    }
    await recordSeriesRun(db, series, {
      createdThrough: horizon,
      // a new day enters the window at midnight in Helsinki
      nextRunAt: startOfDayIn(addCalendarDays(today, 1)),
      error,
      errorDay: error === null ? null : (errorDay ?? today),
      ended: repeatFinishedAfter(schedule, horizon),
    });
  }

  async function drainOnce(): Promise<number> {
    let count = 0;
    for (;;) {
      const now = deps.clock.now();
      const claimed = await claimDueSeries(db, now, new Date(now.getTime() + LEASE_MS), BATCH);
      if (claimed.length === 0) return count;
      for (const series of claimed) {
        try {
          await run(series);
        } catch (error) {
          app.log.error({ err: error, seriesId: series.id }, 'repeating order series failed');
          await releaseSeries(db, series.id, new Date(deps.clock.now().getTime() + RETRY_MS));
        }
      }
      count += claimed.length;
    }
  }

  const scheduler: SeriesScheduler = drainLoop(app, {
    drainOnce,
    polls: () => deps.config.repeatPollIntervalMs > 0,
    failure: 'repeating orders failed',
  });
  schedulers.set(deps, scheduler);
  return scheduler;
}

/** Starts the app's poll (REPEAT_POLL_INTERVAL_MS); on close it stops and waits for the run under way. */
export function startSeriesScheduler(app: FastifyInstance) {
  startPolling(app, seriesScheduler(app), app.deps.config.repeatPollIntervalMs);
}
