import type { Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field';
import { DayInput, useDayFrame, type CalendarLabels } from './DayInput';

export interface DateFieldProps extends FieldBaseProps {
  /** The chosen day `YYYY-MM-DD` (controlled), or null. */
  value: string | null;
  /** Gets the day once it is a real one, null when the field is emptied. */
  onValueChange: (value: string | null) => void;
  /** The earliest and latest days that can be chosen, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  /** Texts of the calendar and its day buttons. */
  labels: CalendarLabels;
  /** Locale of month and weekday names (default fi-FI). */
  locale?: string;
  placeholder?: string;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A day alone, in the same field as the date-time picker's: typed as dd.MM.yyyy or picked from the calendar, the
 * same in every browser (a native date input shows mm/dd/yyyy in an English-locale browser).
 */
export function DateField({
  value,
  onValueChange,
  min,
  max,
  labels,
  locale = 'fi-FI',
  placeholder = 'pp.kk.vvvv',
  name,
  onBlur,
  ref,
  ...fieldProps
}: DateFieldProps) {
  const { inputId, control } = useDayFrame(fieldProps, 'date');
  return (
    <Field {...fieldProps} id={inputId}>
      {(describedBy) => (
        <DayInput
          inputId={inputId}
          day={value}
          onDayChange={onValueChange}
          min={min}
          max={max}
          labels={labels}
          locale={locale}
          placeholder={placeholder}
          describedBy={describedBy}
          {...control}
          name={name}
          onBlur={onBlur}
          ref={ref}
        />
      )}
    </Field>
  );
}
