import { Field as ArkField } from '@ark-ui/react';
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Field, controlState, splitFieldProps, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { mergeRefs } from '../Field/refs';
import { isDecimalText } from './decimal';

export interface DecimalFieldProps
  extends
    FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'prefix' | 'className' | 'id' | 'disabled' | 'required' | 'readOnly' | 'inputMode'
    > {
  /** At most this many digits after the separator (e.g. 2 for euros). */
  maxFractionDigits?: number;
  /** A unit after the value, e.g. "€" or "km". */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A number typed as text: digits with an optional `.` or `,` fraction. Other characters never reach the
 * value (typed or pasted). The value stays a string; read it with `parseDecimal`.
 */
export function DecimalField(props: DecimalFieldProps) {
  const { field, rest, isInvalid } = splitFieldProps(props);
  const { maxFractionDigits, suffix, ref, ...inputProps } = rest;
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    // beforeinput sees typing, pasting and dropping before the value changes, so a rejected edit
    // leaves the caret and the value untouched (no flicker, works uncontrolled with react-hook-form).
    const onBeforeInput = (event: InputEvent) => {
      if (!event.inputType.startsWith('insert')) return;
      const inserted = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      const next = input.value.slice(0, start) + inserted + input.value.slice(end);
      if (!isDecimalText(next, maxFractionDigits)) event.preventDefault();
    };
    input.addEventListener('beforeinput', onBeforeInput);
    return () => input.removeEventListener('beforeinput', onBeforeInput);
  }, [maxFractionDigits]);

  return (
    <Field {...field}>
      {(describedBy) => (
        <div
          className={fieldStyles.control()}
          {...controlState({ invalid: isInvalid, disabled: field.disabled, readOnly: field.readOnly })}
        >
          <ArkField.Input
            ref={mergeRefs(inputRef, ref)}
            aria-describedby={describedBy}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={fieldStyles.input}
            {...inputProps}
          />
          {suffix && <span className={fieldStyles.adornment}>{suffix}</span>}
        </div>
      )}
    </Field>
  );
}
