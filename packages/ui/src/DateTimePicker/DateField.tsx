import { Field } from '../Field/Field';
import { DayInput, useDayFrame, type CalendarLabels, type DayFieldProps } from './DayInput';

export interface DateFieldProps extends DayFieldProps {
  /** The chosen day `YYYY-MM-DD` (controlled), or null. */
  value: string | null;
  /** Gets the day once it is a real one, null when the field is emptied. */
  onValueChange: (value: string | null) => void;
  /** The earliest and latest days that can be chosen, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  /** Texts of the calendar and its day buttons. */
  labels: CalendarLabels;
}

/**
 * A day alone, in the same field as the date-time picker's: typed as dd.MM.yyyy or picked from the calendar, the
 * same in every browser (a native date input shows mm/dd/yyyy in an English-locale browser).
 */
export function DateField({ value, onValueChange, min, max, labels, ...props }: DateFieldProps) {
  const { fieldProps, inputId, dayInput } = useDayFrame(props, 'date');
  return (
    <Field {...fieldProps} id={inputId}>
      {(describedBy) => (
        <DayInput
          {...dayInput}
          day={value}
          onDayChange={onValueChange}
          min={min}
          max={max}
          labels={labels}
          describedBy={describedBy}
        />
      )}
    </Field>
  );
}
