import { Field as ArkField } from '@ark-ui/react';
import { useId, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
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
  required,
  disabled,
  readOnly,
  hideLabel = false,
  id,
  className,
  children,
}: FieldProps) {
  const ids = useFieldIds({ id, prefix: 'field', description, error, invalid });
  const live = useLiveWhileFocused();
  return (
    <ArkField.Root {...fieldRootProps(ids, { required, disabled, readOnly, className })} {...live.handlers}>
      <ArkField.Label className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
        <ArkField.RequiredIndicator className={styles.requiredMark}>*</ArkField.RequiredIndicator>
      </ArkField.Label>
      {description && <ArkField.HelperText className={styles.description}>{description}</ArkField.HelperText>}
      {typeof children === 'function' ? children(ids.describedBy) : children}
      {error && (
        <LiveWhileFocused store={live.store}>
          {(ariaLive) => (
            <ArkField.ErrorText className={styles.error} aria-live={ariaLive}>
              <ErrorMessage>{error}</ErrorMessage>
            </ArkField.ErrorText>
          )}
        </LiveWhileFocused>
      )}
    </ArkField.Root>
  );
}

export interface FieldIds {
  /** The control's id (given or generated); the description's and error's ids derive from it. */
  baseId: string;
  helperTextId: string;
  errorTextId: string;
  /** For the control's `aria-describedby`: the description and, while the field is invalid, the error. */
  describedBy: string | undefined;
  isInvalid: boolean;
}

/**
 * The ids that tie a field's description and error to its control, and whether the field is invalid (a non-empty
 * error marks it invalid unless `invalid` says otherwise). Every field frame (Field, ChoiceField, RadioGroup) uses it.
 */
export function useFieldIds({
  id,
  prefix,
  description,
  error,
  invalid,
}: {
  id: string | undefined;
  /** Starts a generated id, e.g. 'field' or 'radio'. */
  prefix: string;
  description: ReactNode;
  error: ReactNode;
  invalid: boolean | undefined;
}): FieldIds {
  const generatedId = useId();
  const baseId = id ?? `${prefix}-${generatedId}`;
  const isInvalid = invalid ?? Boolean(error);
  const helperTextId = `${baseId}-description`;
  const errorTextId = `${baseId}-error`;
  // Ark points at the error with aria-errormessage only, which many screen readers skip; the message is
  // also put in aria-describedby so it is read with the control.
  const describedBy =
    [description ? helperTextId : undefined, error && isInvalid ? errorTextId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return { baseId, helperTextId, errorTextId, describedBy, isInvalid };
}

/** The props of Ark's Field.Root for a field with these ids and this state. */
export function fieldRootProps(
  ids: FieldIds,
  {
    required = false,
    disabled = false,
    readOnly = false,
    className,
  }: { required?: boolean; disabled?: boolean; readOnly?: boolean; className?: string },
) {
  // Ark takes the control's id from `id`; its `ids.control` names the root element.
  return {
    invalid: ids.isInvalid,
    required,
    disabled,
    readOnly,
    id: ids.baseId,
    ids: { control: `${ids.baseId}-field`, helperText: ids.helperTextId, errorText: ids.errorTextId },
    className: [styles.root, className].filter(Boolean).join(' '),
  };
}

/**
 * A field's error message is a polite live region only while the field has focus: an error that appears as the user
 * edits the field is announced, but a submit that marks many fields at once does not fire every message together (the
 * form's error summary or message says it once; each field's error is read with its control through
 * aria-describedby). Spread `handlers` on the field's root and give the message `aria-live={ariaLive}`.
 */
export function useLiveWhileFocused() {
  // The focus is kept outside React state: a state change on the field's root re-rendered the whole field on every
  // focus, and a combobox inside it lost the text being typed. Only the message (LiveWhileFocused) re-renders.
  const [store] = useState(createFocusStore);
  return {
    store,
    handlers: {
      onFocus: () => store.set(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          store.set(false);
      },
    },
  };
}

/** Whether a field has focus, for the one element that shows it (its error message). */
export interface FocusStore {
  subscribe: (listener: () => void) => () => void;
  focused: () => boolean;
  set: (focused: boolean) => void;
}

function createFocusStore(): FocusStore {
  let focused = false;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    focused: () => focused,
    set: (next) => {
      if (next === focused) return;
      focused = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Renders a field's message with `aria-live` polite while the field has focus, off otherwise. */
export function LiveWhileFocused({
  store,
  children,
}: {
  store: FocusStore;
  children: (ariaLive: 'polite' | 'off') => ReactNode;
}) {
  const focused = useSyncExternalStore(store.subscribe, store.focused, store.focused);
  return children(focused ? 'polite' : 'off');
}

/** The inside of a field's error message: the warning icon and the text. */
export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <>
      <Icon name="warning" size="small" className={styles.errorIcon} />
      <span>{children}</span>
    </>
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
