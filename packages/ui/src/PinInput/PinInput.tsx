import { PinInput as ArkPinInput } from '@ark-ui/react';
import type { Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as styles from './PinInput.css';

export interface PinInputProps extends FieldBaseProps {
  /** Number of digits (the activation code has 6). */
  length?: number;
  /** The digits typed so far, e.g. "1234" (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called once every box is filled, e.g. to submit the activation form. */
  onValueComplete?: (value: string) => void;
  /** Accessible name of each box, e.g. `(i, n) => \`Numero ${i + 1} / ${n}\``. */
  inputLabel: (index: number, length: number) => string;
  name?: string;
  autoFocus?: boolean;
  /** The hidden input that carries the whole code in forms. */
  ref?: Ref<HTMLInputElement>;
}

const toArray = (text: string | undefined, length: number) =>
  text === undefined ? undefined : Array.from({ length }, (_, i) => text[i] ?? '');

/**
 * A one-time code in separate digit boxes (Ark PinInput): digits only, paste fills every box, Backspace
 * steps back, and the browser may offer the code from an SMS or e-mail (`autocomplete=one-time-code`).
 */
export function PinInput({
  length = 6,
  value,
  defaultValue,
  onValueChange,
  onValueComplete,
  inputLabel,
  name,
  autoFocus,
  ref,
  ...fieldProps
}: PinInputProps) {
  return (
    <Field {...fieldProps}>
      {(describedBy) => (
        <ArkPinInput.Root
          count={length}
          otp
          type="numeric"
          placeholder=""
          name={name}
          autoFocus={autoFocus}
          value={toArray(value, length)}
          defaultValue={toArray(defaultValue, length)}
          onValueChange={(details) => onValueChange?.(details.valueAsString)}
          onValueComplete={(details) => onValueComplete?.(details.valueAsString)}
          translations={{ inputLabel }}
        >
          <ArkPinInput.Control className={styles.control}>
            {Array.from({ length }, (_, index) => (
              <ArkPinInput.Input
                key={index}
                index={index}
                className={styles.input}
                aria-describedby={describedBy}
                data-invalid={(fieldProps.invalid ?? Boolean(fieldProps.error)) || undefined}
              />
            ))}
          </ArkPinInput.Control>
          <ArkPinInput.HiddenInput ref={ref} />
        </ArkPinInput.Root>
      )}
    </Field>
  );
}
