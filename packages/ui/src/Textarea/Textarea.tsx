import { Field as ArkField } from '@ark-ui/react';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, controlState, splitFieldProps, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Textarea.css';

export interface TextareaProps
  extends
    FieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id' | 'disabled' | 'required' | 'readOnly'> {
  /** Grow with the text instead of scrolling (default true). */
  autoresize?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line text (notes, additional information) with label, description and error. */
export function Textarea(props: TextareaProps) {
  const { field, rest, isInvalid } = splitFieldProps(props);
  const { autoresize = true, rows = 3, ref, ...textareaProps } = rest;
  return (
    <Field {...field}>
      {(describedBy) => (
        <div
          className={fieldStyles.control({ multiline: true })}
          {...controlState({ invalid: isInvalid, disabled: field.disabled, readOnly: field.readOnly })}
        >
          <ArkField.Textarea
            ref={ref}
            aria-describedby={describedBy}
            rows={rows}
            autoresize={autoresize}
            className={`${fieldStyles.input} ${styles.textarea}`}
            {...textareaProps}
          />
        </div>
      )}
    </Field>
  );
}
