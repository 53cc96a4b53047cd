import { Field as ArkField } from '@ark-ui/react';
import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Field.css';

export interface ChoiceFieldProps {
  description?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  className?: string;
  /** Indent the texts past a checkbox-sized box or a wider switch. */
  indent?: 'checkbox' | 'switch';
  /** The control with its own label; gets the ids for its `aria-describedby`. */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * The field frame of a checkbox or switch: the control carries its own label, the frame adds the
 * description and error under it and tells the control (through Ark's field context) it is invalid.
 */
export function ChoiceField({
  description,
  error,
  invalid,
  required = false,
  disabled = false,
  readOnly = false,
  id,
  className,
  indent = 'checkbox',
  children,
}: ChoiceFieldProps) {
  const indentClass = indent === 'switch' ? styles.switchIndent : styles.choiceIndent;
  const isInvalid = invalid ?? Boolean(error);
  const generatedId = useId();
  const baseId = id ?? `choice-${generatedId}`;
  const helperTextId = `${baseId}-description`;
  const errorTextId = `${baseId}-error`;
  const describedBy =
    [description ? helperTextId : undefined, error && isInvalid ? errorTextId : undefined].filter(Boolean).join(' ') ||
    undefined;
  // Ark takes the control's id from `id`; its `ids.control` names the root element.
  return (
    <ArkField.Root
      invalid={isInvalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      id={baseId}
      ids={{ control: `${baseId}-field`, helperText: helperTextId, errorText: errorTextId }}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {children(describedBy)}
      {description && (
        <ArkField.HelperText className={`${styles.description} ${indentClass}`}>{description}</ArkField.HelperText>
      )}
      {error && (
        <ArkField.ErrorText className={`${styles.error} ${indentClass}`}>
          <Icon name="warning" size="small" className={styles.errorIcon} />
          <span>{error}</span>
        </ArkField.ErrorText>
      )}
    </ArkField.Root>
  );
}
