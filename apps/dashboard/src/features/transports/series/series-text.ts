/** How a repeating series reads (issue 30 §2): its days and its rule as the user's texts, from the domain's rule. */
import { formatDate, isoWeekdayOf, startOfDayIn, type CalendarDay, type RepeatRule } from '@siirto/domain';
import type { I18n } from '../../../i18n/intl';

/** A day as the user reads it: `ma 29.03.2027`. */
export function formatRepeatDay(day: CalendarDay, t: I18n['t']): string {
  return `${t(`repeat.weekdayShort.${String(isoWeekdayOf(day)) as '1'}`)} ${formatDate(startOfDayIn(day))}`;
}

/** How a rule repeats, as one line: `Joka viikko: ma, ke · 30.06.2027 asti`. */
export function repeatRuleText(rule: RepeatRule, t: I18n['t']): string {
  const how =
    rule.kind === 'weekly'
      ? t('series.rule.weekly', {
          days: rule.weekdays.map((day) => t(`repeat.weekdayShort.${String(day) as '1'}`)).join(', '),
        })
      : rule.kind === 'interval'
        ? t('series.rule.interval', { count: rule.interval_days })
        : t('series.rule.monthly', { day: rule.month_day });
  const until =
    rule.until !== null
      ? t('series.until', { date: formatDate(startOfDayIn(rule.until)) })
      : t('series.count', { count: rule.count ?? 0 });
  return `${how} · ${until}`;
}
