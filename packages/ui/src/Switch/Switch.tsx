import { Switch as ArkSwitch } from '@ark-ui/react';
import type { ReactNode, Ref } from 'react';
import { ChoiceField } from '../Field/ChoiceField';
import * as styles from './Switch.css';

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  name?: string;
  value?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** The hidden native checkbox (role switch; it has the focus). */
  ref?: Ref<HTMLInputElement>;
  id?: string;
  className?: string;
}

/**
 * An on / off switch for settings that apply at once (round trip, show delivered transports).
 * Controlled (`checked` + `onCheckedChange`) or uncontrolled (`defaultChecked`).
 */
export function Switch({
  label,
  description,
  error,
  invalid,
  required,
  disabled,
  readOnly,
  name,
  value,
  checked,
  defaultChecked,
  onCheckedChange,
  ref,
  id,
  className,
}: SwitchProps) {
  return (
    <ChoiceField indent="switch" {...{ description, error, invalid, required, disabled, readOnly, id, className }}>
      {(describedBy) => (
        <ArkSwitch.Root
          className={styles.root}
          name={name}
          value={value}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(details) => onCheckedChange?.(details.checked)}
        >
          <ArkSwitch.Control className={styles.control}>
            <ArkSwitch.Thumb className={styles.thumb} />
          </ArkSwitch.Control>
          <ArkSwitch.Label className={styles.label}>{label}</ArkSwitch.Label>
          <ArkSwitch.HiddenInput ref={ref} aria-describedby={describedBy} />
        </ArkSwitch.Root>
      )}
    </ChoiceField>
  );
}
