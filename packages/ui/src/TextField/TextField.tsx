import { Field as ArkField } from '@ark-ui/react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, controlState, splitFieldProps, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

export interface TextFieldProps
  extends
    FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'prefix' | 'size' | 'className' | 'id' | 'disabled' | 'required' | 'readOnly'
    > {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'date';
  /** Shown before the value inside the box, e.g. a search icon. */
  prefix?: ReactNode;
  /** Shown after the value inside the box, e.g. a unit ("km", "€") or a button. */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A one-line text input with label, description and error. Controlled (`value` + `onChange`) or
 * uncontrolled (`defaultValue`); `ref`, `name`, `onChange` and `onBlur` fit react-hook-form's `register`.
 */
export function TextField(props: TextFieldProps) {
  const { field, rest, isInvalid } = splitFieldProps(props);
  const { prefix, suffix, type = 'text', ref, ...inputProps } = rest;
  return (
    <Field {...field}>
      {(describedBy) => (
        <div
          className={fieldStyles.control()}
          {...controlState({ invalid: isInvalid, disabled: field.disabled, readOnly: field.readOnly })}
        >
          {prefix && <span className={fieldStyles.adornment}>{prefix}</span>}
          <ArkField.Input
            ref={ref}
            aria-describedby={describedBy}
            type={type}
            className={fieldStyles.input}
            {...inputProps}
          />
          {suffix && <span className={fieldStyles.adornment}>{suffix}</span>}
        </div>
      )}
    </Field>
  );
}
