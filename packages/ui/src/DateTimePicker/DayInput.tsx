import { DatePicker, parseDate, type DateValue } from '@ark-ui/react';
import { useId, useMemo, type Ref } from 'react';
import { controlState, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as selectStyles from '../Select/Select.css';
import { formatFinnishDate, parseFinnishDate } from './dateTime';
import * as styles from './DateTimePicker.css';

/** Texts of the calendar, all in the user's language (the day buttons' names too). */
export interface CalendarLabels {
  /** The calendar button, e.g. "Avaa kalenteri" / "Sulje kalenteri". */
  openCalendar: string;
  closeCalendar: string;
  previousMonth: string;
  nextMonth: string;
  /** The calendar dialog, e.g. "Kalenteri". */
  calendar: string;
  /** A day button's name from the day in words ("lauantaina 5. joulukuuta 2026"): the chosen day… */
  selectedDay: (day: string) => string;
  /** …a day that can be chosen… */
  chooseDay: (day: string) => string;
  /** …and one that cannot (before the earliest or after the latest day). */
  unavailableDay: (day: string) => string;
}

/** What DateField and DateTimePicker both take beside the field's own props, handed to their day's input. */
export interface DayFieldProps extends FieldBaseProps {
  /** Locale of month and weekday names (default fi-FI). */
  locale?: string;
  /** The day's placeholder (default pp.kk.vvvv). */
  placeholder?: string;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

export interface DayInputProps extends Pick<DayFieldProps, 'locale' | 'placeholder' | 'name' | 'onBlur' | 'ref'> {
  /** The root's class: the date-time picker's row sizes the day beside the time. */
  className?: string;
  inputId: string;
  /** The chosen day, `YYYY-MM-DD`, or null. */
  day: string | null;
  onDayChange: (day: string | null) => void;
  /** The earliest and latest days that can be chosen, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  labels: CalendarLabels;
  describedBy: string | undefined;
  state: Record<string, string | undefined>;
  invalid: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
}

/**
 * The frame DateField and DateTimePicker share around their day: the field's props apart from the day input's, the
 * control's id (the field's, or a generated one) and the day input's props (its state props from the field's: an
 * error or `invalid` marks it invalid).
 */
export function useDayFrame(
  { locale, placeholder, name, onBlur, ref, ...fieldProps }: DayFieldProps,
  idPrefix: string,
) {
  const generatedId = useId();
  const inputId = fieldProps.id ?? `${idPrefix}-${generatedId}`;
  const invalid = fieldProps.invalid ?? Boolean(fieldProps.error);
  const { disabled, readOnly, required } = fieldProps;
  const state = controlState({ invalid, disabled, readOnly });
  return {
    fieldProps,
    inputId,
    control: { state, invalid },
    dayInput: { inputId, state, invalid, disabled, readOnly, required, locale, placeholder, name, onBlur, ref },
  };
}

const toCalendarDay = (day: string | null | undefined): DateValue | undefined => (day ? parseDate(day) : undefined);

/**
 * A day (Ark DatePicker): typed as dd.MM.yyyy or picked from a calendar whose month and weekday names come from
 * `locale` and whose weeks start on Monday. Days outside `min`–`max` cannot be chosen.
 */
export function DayInput({
  className,
  inputId,
  day,
  onDayChange,
  min,
  max,
  labels,
  locale = 'fi-FI',
  placeholder = 'pp.kk.vvvv',
  describedBy,
  state,
  invalid,
  disabled,
  readOnly,
  required,
  name,
  onBlur,
  ref,
}: DayInputProps) {
  // the same objects while the days stay the same: Ark syncs its state when the controlled props change
  const value = useMemo(() => toCalendarDay(day), [day]);
  const minDay = useMemo(() => toCalendarDay(min), [min]);
  const maxDay = useMemo(() => toCalendarDay(max), [max]);
  return (
    <DatePicker.Root
      className={className}
      ids={{ input: () => inputId }}
      locale={locale}
      startOfWeek={1}
      fixedWeeks
      // the calendar's 42 day cells exist only while it is open (a form with many pickers re-renders less)
      lazyMount
      unmountOnExit
      min={minDay}
      max={maxDay}
      value={value ? [value] : []}
      onValueChange={(details) => onDayChange(details.value[0]?.toString() ?? null)}
      format={(date) => formatFinnishDate(date.toString())}
      parse={(text) => toCalendarDay(parseFinnishDate(text))}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readOnly}
      invalid={invalid}
      required={required}
      name={name}
      positioning={{ strategy: 'fixed', placement: 'bottom-start', gutter: 4 }}
      translations={{
        trigger: (open) => (open ? labels.closeCalendar : labels.openCalendar),
        prevTrigger: () => labels.previousMonth,
        nextTrigger: () => labels.nextMonth,
        content: labels.calendar,
        dayCell: (cell) =>
          cell.unavailable
            ? labels.unavailableDay(cell.valueText)
            : cell.selected
              ? labels.selectedDay(cell.valueText)
              : labels.chooseDay(cell.valueText),
      }}
    >
      <DatePicker.Control className={fieldStyles.control()} {...state}>
        <DatePicker.Input ref={ref} className={fieldStyles.input} aria-describedby={describedBy} onBlur={onBlur} />
        <DatePicker.Trigger className={styles.iconButton}>
          <Icon name="calendar" />
        </DatePicker.Trigger>
      </DatePicker.Control>
      <DatePicker.Positioner className={selectStyles.positioner}>
        <DatePicker.Content className={styles.calendar}>
          <DatePicker.View view="day">
            <DatePicker.Context>
              {(api) => (
                <>
                  <DatePicker.ViewControl className={styles.header}>
                    <DatePicker.PrevTrigger className={styles.iconButton}>
                      <Icon name="chevron-left" />
                    </DatePicker.PrevTrigger>
                    <DatePicker.RangeText className={styles.monthTitle} />
                    <DatePicker.NextTrigger className={styles.iconButton}>
                      <Icon name="chevron-right" />
                    </DatePicker.NextTrigger>
                  </DatePicker.ViewControl>
                  <DatePicker.Table className={styles.table}>
                    <DatePicker.TableHead>
                      <DatePicker.TableRow>
                        {api.weekDays.map((weekDay, index) => (
                          <DatePicker.TableHeader key={index} className={styles.weekday} abbr={weekDay.long}>
                            {weekDay.short}
                          </DatePicker.TableHeader>
                        ))}
                      </DatePicker.TableRow>
                    </DatePicker.TableHead>
                    <DatePicker.TableBody>
                      {api.weeks.map((week, weekIndex) => (
                        <DatePicker.TableRow key={weekIndex}>
                          {week.map((date, dayIndex) => (
                            <DatePicker.TableCell key={dayIndex} value={date}>
                              <DatePicker.TableCellTrigger className={styles.day}>
                                {date.day}
                              </DatePicker.TableCellTrigger>
                            </DatePicker.TableCell>
                          ))}
                        </DatePicker.TableRow>
                      ))}
                    </DatePicker.TableBody>
                  </DatePicker.Table>
                </>
              )}
            </DatePicker.Context>
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}
