import { describe, expect, it } from 'vitest';
import { isoWeekdayOf } from '../rules/wall-time.ts';
import { repeatRuleOf, type RepeatSchedule } from './repeat-rule.ts';
import {
  repeatFormOfRule,
  repeatFormSchema,
  repeatPreview,
  repeatRuleOfForm,
  occurrenceTime,
  repeatEditPreview,
  repeatFinishedAfter,
  repeatOccurrences,
  repeatRuleIssues,
  repeatRuleSchema,
} from './repeat.ts';

const schedule = (rule: Partial<RepeatSchedule>): RepeatSchedule => ({
  kind: 'weekly',
  weekdays: [],
  interval_days: 7,
  month_day: 1,
  until: null,
  count: null,
  start: '2027-03-15',
  ...rule,
});
const days = (s: RepeatSchedule, to: string, from?: string) =>
  repeatOccurrences(s, { to, ...(from ? { from } : {}) }).map((o) => o.day);

describe('repeatOccurrences', () => {
  it('weekly: the chosen weekdays after the start, until a date', () => {
    // 2027-03-15 is a Monday
    expect(isoWeekdayOf('2027-03-15')).toBe(1);
    expect(isoWeekdayOf('2027-03-21')).toBe(7);
    const weekly = schedule({ weekdays: [1, 3], until: '2027-03-29' });
    expect(days(weekly, '2027-12-31')).toEqual(['2027-03-17', '2027-03-22', '2027-03-24', '2027-03-29']);
  });

  it('every N days, for N times, the index counted from the start whatever the window', () => {
    const every3 = schedule({ kind: 'interval', interval_days: 3, count: 4 });
    expect(days(every3, '2027-12-31')).toEqual(['2027-03-18', '2027-03-21', '2027-03-24', '2027-03-27']);
    expect(repeatOccurrences(every3, { from: '2027-03-22', to: '2027-12-31' })).toEqual([
      { index: 3, day: '2027-03-24' },
      { index: 4, day: '2027-03-27' },
    ]);
  });

  it('monthly on a day; a shorter month on its last day', () => {
    const monthly = schedule({ kind: 'monthly', month_day: 31, start: '2027-01-31', count: 3 });
    expect(days(monthly, '2027-12-31')).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
  });

  it('never beyond the window, the end date or two years', () => {
    const daily = schedule({ kind: 'interval', interval_days: 1, until: '2031-01-01' });
    expect(days(daily, '2027-03-18')).toEqual(['2027-03-16', '2027-03-17', '2027-03-18']);
    expect(days(daily, '2031-01-01').at(-1)).toBe('2029-03-15');
    expect(repeatFinishedAfter(schedule({ weekdays: [5], until: '2027-03-26' }), '2027-03-19')).toBe(false);
    expect(repeatFinishedAfter(schedule({ weekdays: [5], until: '2027-03-26' }), '2027-03-26')).toBe(true);
  });
});

describe('occurrenceTime', () => {
  it('keeps the Helsinki wall time across the spring and autumn switches', () => {
    // Monday 2027-03-22 08:00 is winter time (UTC+2); 2027-03-29 08:00 is summer time (UTC+3, switched on the 28th)
    expect(occurrenceTime('2027-03-22T06:00:00.000Z', '2027-03-22', '2027-03-29')).toBe('2027-03-29T05:00:00.000Z');
    // back to winter time on 2027-10-31
    expect(occurrenceTime('2027-10-25T05:00:00.000Z', '2027-10-25', '2027-11-01')).toBe('2027-11-01T06:00:00.000Z');
    expect(occurrenceTime(null, '2027-10-25', '2027-11-01')).toBeNull();
  });
});

describe('repeatEditPreview', () => {
  it('lists the days an edit adds, removes and keeps', () => {
    const before = schedule({ weekdays: [1, 3], until: '2027-04-30' });
    const after = schedule({ weekdays: [1, 5], until: '2027-04-30' });
    expect(repeatEditPreview(before, after, { from: '2027-03-20', to: '2027-03-28' })).toEqual({
      added: ['2027-03-26'],
      removed: ['2027-03-24'],
      kept: ['2027-03-22'],
    });
  });
});

describe('repeatRuleSchema', () => {
  it('asks for a weekday, and exactly one of an end date and a count', () => {
    const issues = (input: unknown) =>
      repeatRuleSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ kind: 'weekly', weekdays: [], count: 3 })).toEqual([['weekdays', 'repeatWeekdays']]);
    expect(issues({ kind: 'interval', interval_days: 2 })).toEqual([['count', 'repeatEnd']]);
    expect(issues({ kind: 'interval', interval_days: 0, count: 2 })).toEqual([['interval_days', 'repeatInterval']]);
    expect(repeatRuleSchema.parse({ kind: 'weekly', weekdays: [5, 1, 5], until: '2027-04-01' }).weekdays).toEqual([
      1, 5,
    ]);
    expect(repeatRuleIssues(schedule({ until: '2027-03-15' }), '2027-03-15')).toEqual([
      { field: 'until', message: 'repeatUntil' },
    ]);
    expect(repeatRuleIssues(schedule({ until: '2027-04-15' }), '2027-03-15')).toEqual([]);
  });
});

describe('repeatRuleOf', () => {
  it("reads a stored rule as the schema would, without zod (the list's and the panel's way)", () => {
    const answers = [
      { kind: 'weekly', weekdays: [5, 1, 5], until: '2027-04-01' },
      { kind: 'interval', interval_days: 3, count: 4 },
      { kind: 'monthly', month_day: 31, count: 2 },
      { kind: 'weekly', weekdays: [2], count: 1 },
    ] as const;
    for (const answer of answers) expect(repeatRuleOf(answer)).toEqual(repeatRuleSchema.parse(answer));
  });
});

describe('the repeat dialog', () => {
  it('reads its values as the rule, with the messages on its own fields', () => {
    const form = repeatFormOfRule(null, 'draft', '2027-03-15');
    expect(form).toMatchObject({ kind: 'weekly', weekdays: ['1'], end: 'until', until: '2027-04-12' });
    const schema = repeatFormSchema('2027-03-15');
    expect(schema.parse(form)).toEqual({
      rule: { kind: 'weekly', weekdays: [1], interval_days: 7, month_day: 15, until: '2027-04-12', count: null },
      create_as: 'draft',
    });
    const bad = schema.safeParse({ ...form, until: '2027-03-10', weekdays: [] });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['weekdays', 'repeatWeekdays'],
    ]);
    const early = schema.safeParse({ ...form, until: '2027-03-10' });
    expect(early.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['until', 'repeatUntil'],
    ]);
    expect(repeatRuleOfForm({ ...form, end: 'count', count: '3' })).toMatchObject({ until: null, count: 3 });
    expect(repeatPreview(schedule({ weekdays: [1], count: 3 }), 2)).toEqual({
      days: ['2027-03-22', '2027-03-29'],
      total: 3,
    });
  });
});
