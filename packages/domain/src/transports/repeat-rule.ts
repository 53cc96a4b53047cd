/**
 * A repeating series' rule as data (issue 30 §2), without its schemas: the kinds, statuses and limits, the rule's
 * type, and the rule of a stored series as the API answers it (`repeatRuleOf`). A screen that only shows a series
 * (the transport list's series filter, the series panel) imports these and loads no zod; repeat.ts checks a rule
 * (its schemas) and computes its days, from the same constants and defaults.
 */
import type { CalendarDay } from '../rules/wall-time.ts';

/** Occurrences are created this many days ahead of their day. */
export const REPEAT_AHEAD_DAYS = 14;
/** A series ends at the latest this many days after its start. */
export const REPEAT_MAX_DAYS = 731;
export const REPEAT_MAX_COUNT = 200;
export const REPEAT_MAX_INTERVAL = 365;

export const REPEAT_KINDS = ['weekly', 'interval', 'monthly'] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];
/** What each occurrence is created as: a draft (state 2) or published with the server's price. */
export const REPEAT_CREATE_AS = ['draft', 'publish'] as const;
export type RepeatCreateAs = (typeof REPEAT_CREATE_AS)[number];
/** A series' status: active creates occurrences; paused skips the days that pass while paused; ended is final. */
export const REPEAT_STATUSES = ['active', 'paused', 'ended'] as const;
export type RepeatStatus = (typeof REPEAT_STATUSES)[number];
/** The tone a series' status is shown in (the series panel's badge). */
export const REPEAT_STATUS_TONE = { active: 'positive', paused: 'caution', ended: 'neutral' } as const satisfies Record<
  RepeatStatus,
  string
>;
/** ISO weekdays: 1 Monday … 7 Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The rule of a series: which days repeat and when it ends (an end date or a count, exactly one). */
export interface RepeatRule {
  readonly kind: RepeatKind;
  /** weekly: the ISO weekdays (1 Monday … 7 Sunday). */
  readonly weekdays: readonly number[];
  /** interval: every this many days. */
  readonly interval_days: number;
  /** monthly: the day of the month (a shorter month: its last day). */
  readonly month_day: number;
  readonly until: CalendarDay | null;
  readonly count: number | null;
}

/** A schedule: the rule from its start day (the template's pickup day in Helsinki). */
export interface RepeatSchedule extends RepeatRule {
  readonly start: CalendarDay;
}

/** What a rule's fields are when a client leaves them out (repeatRuleSchema's defaults). */
export const REPEAT_RULE_DEFAULTS = {
  weekdays: [],
  interval_days: 7,
  month_day: 1,
  until: null,
  count: null,
} as const satisfies Omit<RepeatRule, 'kind'>;

/** Weekdays once each, in order (a rule's `weekdays` as the schema reads them). */
export function weekdaysInOrder(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => a - b);
}

/** A rule as the API answers it (its fields besides `kind` may be left out). */
export interface RepeatRuleAnswer {
  readonly kind: RepeatKind;
  readonly weekdays?: readonly number[];
  readonly interval_days?: number;
  readonly month_day?: number;
  readonly until?: CalendarDay | null;
  readonly count?: number | null;
}

/**
 * The rule of a stored series, read from the API's answer without checking it again (the server checked it with
 * repeatRuleSchema when it was saved): the defaults for the fields left out, the weekdays once each and in order.
 */
export function repeatRuleOf(answer: RepeatRuleAnswer): RepeatRule {
  return {
    kind: answer.kind,
    weekdays: weekdaysInOrder(answer.weekdays ?? REPEAT_RULE_DEFAULTS.weekdays),
    interval_days: answer.interval_days ?? REPEAT_RULE_DEFAULTS.interval_days,
    month_day: answer.month_day ?? REPEAT_RULE_DEFAULTS.month_day,
    until: answer.until ?? REPEAT_RULE_DEFAULTS.until,
    count: answer.count ?? REPEAT_RULE_DEFAULTS.count,
  };
}
