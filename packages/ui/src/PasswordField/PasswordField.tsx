import { PasswordInput } from '@ark-ui/react';
import type { InputHTMLAttributes, Ref } from 'react';
import { Field, controlState, splitFieldProps, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps
  extends
    FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'className' | 'id' | 'disabled' | 'required' | 'readOnly' | 'autoComplete'
    > {
  /** Accessible names of the show / hide button, e.g. `{ show: 'Näytä salasana', hide: 'Piilota salasana' }`. */
  visibilityLabels: { show: string; hide: string };
  /** `current-password` on login, `new-password` when setting one (password managers use this). */
  autoComplete?: 'current-password' | 'new-password';
  /** Start with the password visible. */
  defaultVisible?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show / hide toggle (Ark PasswordInput). */
export function PasswordField(props: PasswordFieldProps) {
  const { field, rest, isInvalid } = splitFieldProps(props);
  const { visibilityLabels, autoComplete = 'current-password', defaultVisible, ref, ...inputProps } = rest;
  return (
    <Field {...field}>
      {(describedBy) => (
        <PasswordInput.Root
          autoComplete={autoComplete}
          defaultVisible={defaultVisible}
          translations={{ visibilityTrigger: (visible) => (visible ? visibilityLabels.hide : visibilityLabels.show) }}
        >
          <PasswordInput.Control
            className={fieldStyles.control()}
            {...controlState({ invalid: isInvalid, disabled: field.disabled, readOnly: field.readOnly })}
          >
            <PasswordInput.Input
              ref={ref}
              aria-describedby={describedBy}
              className={fieldStyles.input}
              {...inputProps}
            />
            <PasswordInput.Context>
              {(api) => (
                // Ark's trigger reacts to the pointer only and sits outside the tab order; here it is
                // focusable and Enter / Space toggle it, so keyboard users can check what they typed.
                <PasswordInput.VisibilityTrigger
                  className={styles.visibilityTrigger}
                  tabIndex={0}
                  onClick={(event) => {
                    if (event.detail === 0) api.toggleVisible();
                  }}
                >
                  <PasswordInput.Indicator fallback={<Icon name="eye" />}>
                    <Icon name="eye-off" />
                  </PasswordInput.Indicator>
                </PasswordInput.VisibilityTrigger>
              )}
            </PasswordInput.Context>
          </PasswordInput.Control>
        </PasswordInput.Root>
      )}
    </Field>
  );
}
