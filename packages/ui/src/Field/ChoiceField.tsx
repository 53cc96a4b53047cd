import { Field as ArkField } from '@ark-ui/react';
import type { ReactNode, Ref } from 'react';
import {
  ErrorMessage,
  fieldRootProps,
  LiveWhileFocused,
  useFieldIds,
  useLiveWhileFocused,
  type FieldBaseProps,
} from './Field';
import * as styles from './Field.css';

/** What a checkbox and a switch share: the texts and state of the field, and the value it reports. */
/** What a checkbox and a switch share: the texts and state of the field, and the value it reports. */
export interface ChoiceControlProps<Checked = boolean> extends Omit<FieldBaseProps, 'hideLabel'> {
  /** The label beside the control; may contain a link (e.g. to the terms of service). */
  label: ReactNode;
  name?: string;
  value?: string;
  checked?: Checked;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** The hidden native checkbox (it takes part in forms and has the focus). */
  ref?: Ref<HTMLInputElement>;
}

export interface ChoiceFieldProps<Checked> extends ChoiceControlProps<Checked> {
  /** Indent the texts past a checkbox-sized box or a wider switch. */
  indent?: 'checkbox' | 'switch';
  /** The Ark control (Checkbox or Switch) with its own label, given the props of its Root and HiddenInput. */
  children: (control: {
    root: {
      name?: string;
      value?: string;
      checked?: Checked;
      defaultChecked?: boolean;
      onCheckedChange: (details: { checked: boolean | 'indeterminate' }) => void;
    };
    hiddenInput: { ref?: Ref<HTMLInputElement>; 'aria-describedby'?: string };
  }) => ReactNode;
}

/**
 * The field frame of a checkbox or switch: the control carries its own label, the frame adds the
 * description and error under it and tells the control (through Ark's field context) it is invalid.
 */
export function ChoiceField<Checked>({ indent = 'checkbox', children, ...props }: ChoiceFieldProps<Checked>) {
  const { description, error, name, value, checked, defaultChecked, onCheckedChange } = props;
  const indentClass = indent === 'switch' ? styles.switchIndent : styles.choiceIndent;
  const ids = useFieldIds({ id: props.id, prefix: 'choice', description, error, invalid: props.invalid });
  const live = useLiveWhileFocused();
  return (
    <ArkField.Root {...fieldRootProps(ids, props)} {...live.handlers}>
      {children({
        root: {
          name,
          value,
          checked,
          defaultChecked,
          onCheckedChange: (details) => onCheckedChange?.(details.checked === true),
        },
        hiddenInput: { ref: props.ref, 'aria-describedby': ids.describedBy },
      })}
      {description && (
        <ArkField.HelperText className={`${styles.description} ${indentClass}`}>{description}</ArkField.HelperText>
      )}
      {error && (
        <LiveWhileFocused store={live.store}>
          {(ariaLive) => (
            <ArkField.ErrorText className={`${styles.error} ${indentClass}`} aria-live={ariaLive}>
              <ErrorMessage>{error}</ErrorMessage>
            </ArkField.ErrorText>
          )}
        </LiveWhileFocused>
      )}
    </ArkField.Root>
  );
}
