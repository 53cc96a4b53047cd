/**
 * Repeating orders (issue 30 §2): a series repeats one transport (its template) on chosen weekdays every week, every
 * N days, or monthly on a day, until a date or for N times. This module is the one home of the series' rules: which
 * calendar days are its occurrences, the times of an occurrence (the template's Helsinki wall times moved to the
 * day: 08:00 stays 08:00 across a daylight-saving switch), what an edit changes, and the schema of a schedule. The
 * API creates each occurrence ahead from a database-backed schedule; the dashboard shows the same days in its preview.
 *
 * An occurrence is a day strictly after the series' start (the template's own pickup day, which the template itself
 * covers); `count` is the number of repeats, the template not counted. A series spans at most REPEAT_MAX_DAYS.
 */
import { z } from 'zod';
import type { TimeValue } from '../rules/format.ts';
import {
  addCalendarDays,
  addWallDays,
  calendarDaysBetween,
  type CalendarDay,
  isCalendarDay,
  isoWeekdayOf,
  wallTimeOf,
  wallTimeToInstant,
} from '../rules/wall-time.ts';
import {
  REPEAT_CREATE_AS,
  REPEAT_KINDS,
  REPEAT_MAX_COUNT,
  REPEAT_MAX_DAYS,
  REPEAT_MAX_INTERVAL,
  REPEAT_RULE_DEFAULTS,
  type RepeatCreateAs,
  type RepeatKind,
  type RepeatRule,
  type RepeatSchedule,
  weekdaysInOrder,
} from './repeat-rule.ts';

const dayText = z.string({ error: 'repeatUntil' }).refine(isCalendarDay, { error: 'repeatUntil' });

/** The rule as a client sends it (the dashboard's dialog, the API's create and edit). */
export const repeatRuleSchema = z
  .object({
    kind: z.enum(REPEAT_KINDS, { error: 'invalidChoice' }),
    weekdays: z
      .array(
        z
          .number({ error: 'repeatWeekdays' })
          .int()
          .min(1, { error: 'repeatWeekdays' })
          .max(7, { error: 'repeatWeekdays' }),
        {
          error: 'repeatWeekdays',
        },
      )
      .max(7)
      .default([...REPEAT_RULE_DEFAULTS.weekdays])
      .transform(weekdaysInOrder),
    interval_days: z
      .number({ error: 'repeatInterval' })
      .int({ error: 'repeatInterval' })
      .min(1, { error: 'repeatInterval' })
      .max(REPEAT_MAX_INTERVAL, { error: 'repeatInterval' })
      .default(REPEAT_RULE_DEFAULTS.interval_days),
    month_day: z
      .number({ error: 'repeatMonthDay' })
      .int({ error: 'repeatMonthDay' })
      .min(1, { error: 'repeatMonthDay' })
      .max(31, { error: 'repeatMonthDay' })
      .default(REPEAT_RULE_DEFAULTS.month_day),
    until: z.union([dayText, z.null()]).default(REPEAT_RULE_DEFAULTS.until),
    count: z
      .union(
        [
          z
            .number()
            .int({ error: 'repeatEnd' })
            .min(1, { error: 'repeatEnd' })
            .max(REPEAT_MAX_COUNT, { error: 'repeatEnd' }),
          z.null(),
        ],
        { error: 'repeatEnd' },
      )
      .default(REPEAT_RULE_DEFAULTS.count),
  })
  .refine((rule) => rule.kind !== 'weekly' || rule.weekdays.length > 0, {
    error: 'repeatWeekdays',
    path: ['weekdays'],
  })
  .refine((rule) => (rule.until === null) !== (rule.count === null), { error: 'repeatEnd', path: ['count'] });

export type RepeatRuleInput = z.input<typeof repeatRuleSchema>;

/** The field issues of a rule against its start day (the end date after it, at most REPEAT_MAX_DAYS away). */
export function repeatRuleIssues(rule: RepeatRule, start: CalendarDay): { field: 'until'; message: 'repeatUntil' }[] {
  if (rule.until === null) return [];
  const span = calendarDaysBetween(start, rule.until);
  return span < 1 || span > REPEAT_MAX_DAYS ? [{ field: 'until', message: 'repeatUntil' }] : [];
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function matches(schedule: RepeatSchedule, day: CalendarDay, offset: number): boolean {
  if (schedule.kind === 'weekly') return schedule.weekdays.includes(isoWeekdayOf(day));
  if (schedule.kind === 'interval') return offset % schedule.interval_days === 0;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return date === Math.min(schedule.month_day, daysInMonth(year, month));
}

export interface RepeatOccurrence {
  /** 1 for the first repeat after the start, 2 for the next, … */
  readonly index: number;
  readonly day: CalendarDay;
}

/**
 * The occurrences of a schedule from `from` to `to` (both days inclusive), in order, each with its index in the
 * whole series (so `count` holds however the window is chosen).
 */
export function repeatOccurrences(
  schedule: RepeatSchedule,
  window: { from?: CalendarDay; to: CalendarDay },
): RepeatOccurrence[] {
  const last = [window.to, schedule.until ?? window.to, addCalendarDays(schedule.start, REPEAT_MAX_DAYS)].sort()[0];
  const found: RepeatOccurrence[] = [];
  if (last === undefined) return found;
  let index = 0;
  for (let offset = 1; ; offset += 1) {
    const day = addCalendarDays(schedule.start, offset);
    if (day > last) break;
    if (!matches(schedule, day, offset)) continue;
    index += 1;
    if (schedule.count !== null && index > schedule.count) break;
    if (window.from === undefined || day >= window.from) found.push({ index, day });
  }
  return found;
}

/** Whether the schedule has no occurrence after `day`. */
export function repeatFinishedAfter(schedule: RepeatSchedule, day: CalendarDay): boolean {
  const far = addCalendarDays(schedule.start, REPEAT_MAX_DAYS);
  return repeatOccurrences(schedule, { from: addCalendarDays(day, 1), to: far }).length === 0;
}

/**
 * A time of the template moved to an occurrence's day: the same Helsinki wall clock `day − start` calendar days
 * later (08:00 on a winter Monday is 08:00 on the summer Monday after the switch, an instant 7 days − 1 h later).
 * ISO text, or null when the template has no such time.
 */
export function occurrenceTime(time: TimeValue | null, start: CalendarDay, day: CalendarDay): string | null {
  if (time === null) return null;
  const wall = wallTimeOf(time);
  if (wall === null) return null;
  return wallTimeToInstant(addWallDays(wall, calendarDaysBetween(start, day)))?.toISOString() ?? null;
}

/**
 * What an edit changes in the days from `from` to `to` (the future the dashboard previews): the days only the new
 * schedule has (added), only the old one had (removed), and both (kept).
 */
export function repeatEditPreview(
  before: RepeatSchedule,
  after: RepeatSchedule,
  window: { from: CalendarDay; to: CalendarDay },
): { added: CalendarDay[]; removed: CalendarDay[]; kept: CalendarDay[] } {
  const old = new Set(repeatOccurrences(before, window).map((occurrence) => occurrence.day));
  const next = new Set(repeatOccurrences(after, window).map((occurrence) => occurrence.day));
  return {
    added: [...next].filter((day) => !old.has(day)),
    removed: [...old].filter((day) => !next.has(day)),
    kept: [...next].filter((day) => old.has(day)),
  };
}

/** The end of a series as the dialog asks it: on a date or after a number of repeats. */
export const REPEAT_ENDS = ['until', 'count'] as const;

/** The repeat dialog's values: numbers and the date as the inputs hold them (texts). */
export interface RepeatFormValues {
  kind: RepeatKind;
  /** ISO weekdays as texts ('1' Monday … '7' Sunday), as a checkbox group holds them. */
  weekdays: string[];
  interval_days: string;
  month_day: string;
  end: (typeof REPEAT_ENDS)[number];
  until: string;
  count: string;
  create_as: RepeatCreateAs;
}

const wholeNumber = (text: string): number | null => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : null);

/** The rule the dialog's values name (what the API's create and edit take). */
export function repeatRuleOfForm(form: RepeatFormValues): RepeatRuleInput {
  return {
    kind: form.kind,
    weekdays: form.weekdays.map(Number),
    interval_days: wholeNumber(form.interval_days) ?? 0,
    month_day: wholeNumber(form.month_day) ?? 0,
    until: form.end === 'until' ? form.until : null,
    count: form.end === 'count' ? (wholeNumber(form.count) ?? 0) : null,
  };
}

/** The dialog's values of a stored rule (an edit starts from them). */
export function repeatFormOfRule(
  rule: RepeatRule | null,
  createAs: RepeatCreateAs,
  start: CalendarDay,
): RepeatFormValues {
  return {
    kind: rule?.kind ?? 'weekly',
    weekdays: (rule ? [...rule.weekdays] : [isoWeekdayOf(start)]).map(String),
    interval_days: String(rule?.interval_days ?? REPEAT_RULE_DEFAULTS.interval_days),
    month_day: String(rule?.month_day ?? Number(start.slice(8, 10))),
    end: (rule?.count ?? null) !== null ? 'count' : 'until',
    until: rule?.until ?? addCalendarDays(start, 28),
    count: String(rule?.count ?? 4),
    create_as: createAs,
  };
}

/**
 * The dialog's schema for a series starting on `start`: the values read as the rule (repeatRuleSchema's messages on
 * the dialog's fields, the end date's on `until` or the count's on `count`), answering `{rule, create_as}`.
 */
export function repeatFormSchema(start: CalendarDay) {
  return z
    .object({
      kind: z.enum(REPEAT_KINDS, { error: 'invalidChoice' }),
      weekdays: z.array(z.string()),
      interval_days: z.string(),
      month_day: z.string(),
      end: z.enum(REPEAT_ENDS, { error: 'invalidChoice' }),
      until: z.string(),
      count: z.string(),
      create_as: z.enum(REPEAT_CREATE_AS, { error: 'invalidChoice' }),
    })
    .transform((form, context) => {
      const parsed = repeatRuleSchema.safeParse(repeatRuleOfForm(form));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'kind');
          const path = field === 'count' && form.end === 'until' ? 'until' : field;
          context.addIssue({ code: 'custom', message: issue.message, path: [path] });
        }
        return z.NEVER;
      }
      for (const issue of repeatRuleIssues(parsed.data, start))
        context.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
      return { rule: parsed.data, create_as: form.create_as };
    });
}

/** The first `limit` days of a schedule and how many there are in all (the dialog's preview). */
export function repeatPreview(schedule: RepeatSchedule, limit: number): { days: CalendarDay[]; total: number } {
  const all = repeatOccurrences(schedule, { to: addCalendarDays(schedule.start, REPEAT_MAX_DAYS) });
  return { days: all.slice(0, limit).map((occurrence) => occurrence.day), total: all.length };
}
