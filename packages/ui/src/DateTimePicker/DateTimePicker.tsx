import { DatePicker, Select as ArkSelect, createListCollection, parseDate, type DateValue } from '@ark-ui/react';
import { format } from 'date-fns';
import { useId, useMemo, useState, type Ref } from 'react';
import { Field, controlState, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as selectStyles from '../Select/Select.css';
import { combineDateAndTime, dateFormat, isoDay, parseFinnishDate, timeSlots, toTimeSlot } from './dateTime';
import * as styles from './DateTimePicker.css';

export interface DateTimePickerLabels {
  /** Name of the time select, e.g. "Kellonaika". */
  time: string;
  /** Placeholder of the time select, e.g. "--:--". */
  timePlaceholder?: string;
  /** The calendar button, e.g. "Avaa kalenteri" / "Sulje kalenteri". */
  openCalendar: string;
  closeCalendar: string;
  previousMonth: string;
  nextMonth: string;
  /** The calendar dialog, e.g. "Kalenteri". */
  calendar: string;
}

export interface DateTimePickerProps extends FieldBaseProps {
  /** The chosen moment (controlled); `null` when the date or the time is missing. */
  value?: Date | null;
  defaultValue?: Date | null;
  /** Gets a Date once both the day and the time are chosen, `null` while either is missing. */
  onValueChange?: (value: Date | null) => void;
  /** The earliest moment allowed (spec: today): earlier days and times are disabled. */
  minDate?: Date;
  /** Texts of the buttons and the time select. */
  labels: DateTimePickerLabels;
  /** Locale of month and weekday names (default fi-FI). */
  locale?: string;
  /** Minutes between time choices (spec: 15). */
  stepMinutes?: number;
  placeholder?: string;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

const toCalendarDay = (date: Date): DateValue => parseDate(isoDay(date));

/**
 * A date (Ark DatePicker: Finnish locale, weeks start on Monday, typed dd.MM.yyyy or picked) and a time
 * in 15-minute steps (Ark Select). Earlier moments than `minDate` cannot be chosen.
 */
export function DateTimePicker({
  value,
  defaultValue,
  onValueChange,
  minDate,
  labels,
  locale = 'fi-FI',
  stepMinutes = 15,
  placeholder = 'pp.kk.vvvv',
  name,
  onBlur,
  ref,
  ...fieldProps
}: DateTimePickerProps) {
  const generatedId = useId();
  const inputId = fieldProps.id ?? `datetime-${generatedId}`;
  const initial = value === undefined ? (defaultValue ?? null) : value;
  const [day, setDay] = useState<DateValue | null>(initial ? toCalendarDay(initial) : null);
  const [time, setTime] = useState<string | null>(initial ? toTimeSlot(initial, stepMinutes) : null);

  // A controlled value from outside wins over what was picked here.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== undefined && value !== seenValue) {
    setSeenValue(value);
    if (value) {
      setDay(toCalendarDay(value));
      setTime(toTimeSlot(value, stepMinutes));
    }
  }

  const minDay = minDate ? toCalendarDay(minDate) : undefined;
  const minSlot = minDate ? toTimeSlot(minDate, stepMinutes) : undefined;
  const slotsCollection = useMemo(() => {
    const onMinDay = minDay && day && day.compare(minDay) === 0;
    return createListCollection({
      items: timeSlots(stepMinutes).map((slot) => ({
        value: slot,
        label: slot,
        disabled:
          Boolean(onMinDay && minSlot && minDate && slot < minSlot) ||
          Boolean(onMinDay && minDate && slot === minSlot && minDate.getMinutes() % stepMinutes !== 0),
      })),
      isItemDisabled: (item) => item.disabled,
    });
  }, [stepMinutes, day, minDay, minSlot, minDate]);

  const emit = (nextDay: DateValue | null, nextTime: string | null) => {
    if (!nextDay || !nextTime) {
      onValueChange?.(null);
      return;
    }
    const combined = combineDateAndTime(nextDay, nextTime);
    onValueChange?.(minDate && combined < minDate ? null : combined);
  };

  const isInvalid = fieldProps.invalid ?? Boolean(fieldProps.error);
  const state = controlState({ invalid: isInvalid, disabled: fieldProps.disabled, readOnly: fieldProps.readOnly });

  return (
    <Field {...fieldProps} id={inputId}>
      {(describedBy) => (
        <div className={styles.row}>
          <DatePicker.Root
            className={styles.dateControl}
            ids={{ input: () => inputId }}
            locale={locale}
            startOfWeek={1}
            fixedWeeks
            // the calendar's 42 day cells exist only while it is open (a form with many pickers re-renders less)
            lazyMount
            unmountOnExit
            min={minDay}
            value={day ? [day] : []}
            onValueChange={(details) => {
              const next = details.value[0] ?? null;
              setDay(next);
              emit(next, time);
            }}
            format={(date) => format(new Date(date.year, date.month - 1, date.day), dateFormat)}
            parse={(text) => {
              const parsed = parseFinnishDate(text);
              return parsed ? toCalendarDay(parsed) : undefined;
            }}
            placeholder={placeholder}
            disabled={fieldProps.disabled}
            readOnly={fieldProps.readOnly}
            invalid={isInvalid}
            required={fieldProps.required}
            name={name}
            positioning={{ strategy: 'fixed', placement: 'bottom-start', gutter: 4 }}
            translations={{
              trigger: (open) => (open ? labels.closeCalendar : labels.openCalendar),
              prevTrigger: () => labels.previousMonth,
              nextTrigger: () => labels.nextMonth,
              content: labels.calendar,
            }}
          >
            <DatePicker.Control className={fieldStyles.control()} {...state}>
              <DatePicker.Input
                ref={ref}
                className={fieldStyles.input}
                aria-describedby={describedBy}
                onBlur={onBlur}
              />
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
          <ArkSelect.Root
            className={styles.timeControl}
            collection={slotsCollection}
            value={time ? [time] : []}
            onValueChange={(details) => {
              const next = details.value[0] ?? null;
              setTime(next);
              emit(day, next);
            }}
            disabled={fieldProps.disabled}
            readOnly={fieldProps.readOnly}
            invalid={isInvalid}
            positioning={{ sameWidth: true, strategy: 'fixed', gutter: 4 }}
            // Own ids: inside the Field, Ark would otherwise give the time select the date's label and id.
            ids={{ label: `${inputId}-time-label`, hiddenSelect: `${inputId}-time` }}
            lazyMount
            unmountOnExit
          >
            <ArkSelect.Label className={fieldStyles.hiddenLabel}>{labels.time}</ArkSelect.Label>
            <ArkSelect.Control>
              <ArkSelect.Trigger
                className={`${fieldStyles.control()} ${selectStyles.trigger}`}
                aria-describedby={describedBy}
                {...state}
              >
                <ArkSelect.ValueText
                  className={selectStyles.valueText}
                  placeholder={labels.timePlaceholder ?? '--:--'}
                />
                <Icon name="chevron-down" className={selectStyles.chevron} />
              </ArkSelect.Trigger>
            </ArkSelect.Control>
            <ArkSelect.Positioner className={selectStyles.positioner}>
              <ArkSelect.Content className={selectStyles.content}>
                {slotsCollection.items.map((slot) => (
                  <ArkSelect.Item key={slot.value} item={slot} className={selectStyles.item}>
                    <ArkSelect.ItemText className={selectStyles.itemText}>{slot.label}</ArkSelect.ItemText>
                    <ArkSelect.ItemIndicator className={selectStyles.itemIndicator}>
                      <Icon name="check" size="small" />
                    </ArkSelect.ItemIndicator>
                  </ArkSelect.Item>
                ))}
              </ArkSelect.Content>
            </ArkSelect.Positioner>
            <ArkSelect.HiddenSelect />
          </ArkSelect.Root>
        </div>
      )}
    </Field>
  );
}
