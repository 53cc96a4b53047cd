import { Field as ArkField } from '@ark-ui/react';
import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Field.css';

/** What every field shares: its label, help text, error message and state. */
export interface FieldBaseProps {
  /** The visible label (required for accessibility; use `hideLabel` when the context already says it). */
  label: ReactNode;
  /** Help text under the label, read by screen readers with the control. */
  description?: ReactNode;
  /** The error message; a non-empty message also marks the field invalid. */
  error?: ReactNode;
  /** Marks the field invalid without a message (e.g. when a summary lists the error). */
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** The id of the control (the label points at it); generated when not given. */
  id?: string;
  className?: string;
}

export interface FieldProps extends FieldBaseProps {
  /**
   * The control: an Ark part that reads the field context. A function gets the ids of the description and
   * error to put in the control's `aria-describedby`.
   */
  children: ReactNode | ((describedBy: string | undefined) => ReactNode);
}

/**
 * The wrapper every field uses: label, description, control and error message, wired together with ids
 * and aria-describedby by Ark's Field (controls inside read `invalid`, `required` and `disabled` from it).
 */
export function Field({
  label,
  description,
  error,
  invalid,
  required = false,
  disabled = false,
  readOnly = false,
  hideLabel = false,
  id,
  className,
  children,
}: FieldProps) {
  const isInvalid = invalid ?? Boolean(error);
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const helperTextId = `${controlId}-description`;
  const errorTextId = `${controlId}-error`;
  // Ark points at the error with aria-errormessage only, which many screen readers skip; the message is
  // also put in aria-describedby so it is read with the control.
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
      id={controlId}
      ids={{ control: `${controlId}-field`, helperText: helperTextId, errorText: errorTextId }}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <ArkField.Label className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
        <ArkField.RequiredIndicator className={styles.requiredMark}>*</ArkField.RequiredIndicator>
      </ArkField.Label>
      {description && <ArkField.HelperText className={styles.description}>{description}</ArkField.HelperText>}
      {typeof children === 'function' ? children(describedBy) : children}
      {error && (
        <ArkField.ErrorText className={styles.error}>
          <Icon name="warning" size="small" className={styles.errorIcon} />
          <span>{error}</span>
        </ArkField.ErrorText>
      )}
    </ArkField.Root>
  );
}

/** Props for the box around a control: reflects the field state as data attributes for styling. */
export function controlState({
  invalid,
  disabled,
  readOnly,
}: {
  invalid?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}) {
  return {
    'data-invalid': invalid ? '' : undefined,
    'data-disabled': disabled ? '' : undefined,
    'data-readonly': readOnly ? '' : undefined,
  };
}

/** Splits the shared field props from the rest of a component's props. */
export function splitFieldProps<P extends FieldBaseProps>(props: P) {
  const { label, description, error, invalid, required, disabled, readOnly, hideLabel, id, className, ...rest } = props;
  const field: FieldBaseProps = {
    label,
    description,
    error,
    invalid,
    required,
    disabled,
    readOnly,
    hideLabel,
    id,
    className,
  };
  return { field, rest, isInvalid: invalid ?? Boolean(error) };
}
