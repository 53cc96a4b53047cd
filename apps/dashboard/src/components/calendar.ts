/** The app's texts for ui's calendar fields (the date-time picker and the day field), in the language shown. */
import { useMemo } from 'react';
import type { CalendarLabels } from '@siirto/ui';
import { useI18n } from '../i18n/intl';

export function useCalendarTexts(): { labels: CalendarLabels; locale: string; placeholder: string } {
  const { t, language } = useI18n();
  return useMemo(
    () => ({
      labels: {
        openCalendar: t('common.calendar.open'),
        closeCalendar: t('common.calendar.close'),
        previousMonth: t('common.calendar.previousMonth'),
        nextMonth: t('common.calendar.nextMonth'),
        calendar: t('common.calendar.name'),
        selectedDay: (day) => t('common.calendar.selectedDay', { day }),
        chooseDay: (day) => t('common.calendar.chooseDay', { day }),
        unavailableDay: (day) => t('common.calendar.unavailableDay', { day }),
      },
      locale: language === 'fi' ? 'fi-FI' : 'en-GB',
      placeholder: t('common.calendar.placeholder'),
    }),
    [t, language],
  );
}
