import type { DateTimePickerLabels } from './DateTimePicker';

/** The picker's Finnish texts for the stories and tests of DateField, DateTimePicker and the popovers (the app passes its catalogs'). */
export const dateTimeLabels: DateTimePickerLabels = {
  time: 'Kellonaika',
  openCalendar: 'Avaa kalenteri',
  closeCalendar: 'Sulje kalenteri',
  previousMonth: 'Edellinen kuukausi',
  nextMonth: 'Seuraava kuukausi',
  calendar: 'Kalenteri',
  selectedDay: (day: string) => `Valittu päivä: ${day}`,
  chooseDay: (day: string) => `Valitse ${day}`,
  unavailableDay: (day: string) => `Ei valittavissa: ${day}`,
};
