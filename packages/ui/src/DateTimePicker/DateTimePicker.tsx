import { Select as ArkSelect, createListCollection } from '@ark-ui/react';
import { useMemo, useState } from 'react';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as selectStyles from '../Select/Select.css';
import { joinWallTime, splitWallTime, timeSlots } from './dateTime';
import { DayInput, useDayFrame, type CalendarLabels, type DayFieldProps } from './DayInput';
import * as styles from './DateTimePicker.css';

export interface DateTimePickerLabels extends CalendarLabels {
  /** Name of the time select, e.g. "Kellonaika". */
  time: string;
  /** Placeholder of the time select, e.g. "--:--". */
  timePlaceholder?: string;
}

export interface DateTimePickerProps extends DayFieldProps {
  /**
   * The chosen wall time `YYYY-MM-DDTHH:mm` (controlled; no time zone: the app converts); `null` when the date or
   * the time is missing.
   */
  value?: string | null;
  defaultValue?: string | null;
  /** Gets a wall time `YYYY-MM-DDTHH:mm` once both the day and the time are chosen, `null` while either is missing. */
  onValueChange?: (value: string | null) => void;
  /** The earliest wall time allowed, `YYYY-MM-DDTHH:mm` (spec: today): earlier days and times are disabled. */
  min?: string;
  /** Texts of the buttons, the day buttons and the time select. */
  labels: DateTimePickerLabels;
  /** Minutes between time choices (spec: 15). */
  stepMinutes?: number;
}

/**
 * A date (typed dd.MM.yyyy or picked from a Monday-first calendar) and a time in 15-minute steps (Ark Select), as
 * one wall time without a zone. Earlier times than `min` cannot be chosen.
 */
export function DateTimePicker({
  value,
  defaultValue,
  onValueChange,
  min,
  labels,
  stepMinutes = 15,
  ...props
}: DateTimePickerProps) {
  const { fieldProps, inputId, control, dayInput } = useDayFrame(props, 'datetime');
  const initial = splitWallTime((value === undefined ? defaultValue : value) ?? '', stepMinutes);
  const [day, setDay] = useState<string | null>(initial?.day ?? null);
  const [time, setTime] = useState<string | null>(initial?.time ?? null);

  // A controlled value from outside wins over what was picked here.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== undefined && value !== seenValue) {
    setSeenValue(value);
    const next = splitWallTime(value ?? '', stepMinutes);
    if (next) {
      setDay(next.day);
      setTime(next.time);
    }
  }

  const minDay = min?.slice(0, 10);
  const minTime = min?.slice(11, 16);
  const slotsCollection = useMemo(() => {
    const onMinDay = minDay !== undefined && day === minDay;
    return createListCollection({
      items: timeSlots(stepMinutes).map((slot) => ({
        value: slot,
        label: slot,
        disabled: Boolean(onMinDay && minTime && slot < minTime),
      })),
      isItemDisabled: (item) => item.disabled,
    });
  }, [stepMinutes, day, minDay, minTime]);

  const emit = (nextDay: string | null, nextTime: string | null) => {
    if (!nextDay || !nextTime) {
      onValueChange?.(null);
      return;
    }
    const combined = joinWallTime(nextDay, nextTime);
    // wall times compare as text: the same fixed-width shape, most significant first
    onValueChange?.(min && combined < min ? null : combined);
  };

  return (
    <Field {...fieldProps} id={inputId}>
      {(describedBy) => (
        <div className={styles.row}>
          <DayInput
            {...dayInput}
            className={styles.dateControl}
            day={day}
            onDayChange={(next) => {
              setDay(next);
              emit(next, time);
            }}
            min={minDay}
            labels={labels}
            describedBy={describedBy}
          />
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
            invalid={control.invalid}
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
                {...control.state}
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
