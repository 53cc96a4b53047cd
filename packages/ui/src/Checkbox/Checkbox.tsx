import { Checkbox as ArkCheckbox } from '@ark-ui/react';
import type { ReactNode, Ref } from 'react';
import { ChoiceField } from '../Field/ChoiceField';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The label beside the box; may contain a link (e.g. to the terms of service). */
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  name?: string;
  value?: string;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** The hidden native checkbox (it takes part in forms and has the focus). */
  ref?: Ref<HTMLInputElement>;
  id?: string;
  className?: string;
}

/**
 * A checkbox (Ark Checkbox). Controlled with `checked` + `onCheckedChange`, or uncontrolled with
 * `defaultChecked`; with react-hook-form use a Controller (`checked={field.value}` `onCheckedChange={field.onChange}`).
 */
export function Checkbox({
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
}: CheckboxProps) {
  return (
    <ChoiceField {...{ description, error, invalid, required, disabled, readOnly, id, className }}>
      {(describedBy) => (
        <ArkCheckbox.Root
          className={styles.root}
          name={name}
          value={value}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
        >
          <ArkCheckbox.Control className={styles.control}>
            <ArkCheckbox.Indicator>
              <Icon name="check" size="small" strokeWidth={3} />
            </ArkCheckbox.Indicator>
            <ArkCheckbox.Indicator indeterminate>
              <Icon name="minus" size="small" strokeWidth={3} />
            </ArkCheckbox.Indicator>
          </ArkCheckbox.Control>
          <ArkCheckbox.Label className={styles.label}>{label}</ArkCheckbox.Label>
          <ArkCheckbox.HiddenInput ref={ref} aria-describedby={describedBy} />
        </ArkCheckbox.Root>
      )}
    </ChoiceField>
  );
}
