import { Checkbox as ArkCheckbox } from '@ark-ui/react';
import { ChoiceField, type ChoiceControlProps } from '../Field/ChoiceField';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export type CheckboxProps = ChoiceControlProps<boolean | 'indeterminate'>;

/**
 * A checkbox (Ark Checkbox). Controlled with `checked` + `onCheckedChange`, or uncontrolled with
 * `defaultChecked`; with react-hook-form use a Controller (`checked={field.value}` `onCheckedChange={field.onChange}`).
 */
export function Checkbox(props: CheckboxProps) {
  return (
    <ChoiceField {...props}>
      {({ root, hiddenInput }) => (
        <ArkCheckbox.Root className={styles.root} {...root}>
          <ArkCheckbox.Control className={styles.control}>
            <ArkCheckbox.Indicator>
              <Icon name="check" size="small" strokeWidth={3} />
            </ArkCheckbox.Indicator>
            <ArkCheckbox.Indicator indeterminate>
              <Icon name="minus" size="small" strokeWidth={3} />
            </ArkCheckbox.Indicator>
          </ArkCheckbox.Control>
          <ArkCheckbox.Label className={styles.label}>{props.label}</ArkCheckbox.Label>
          <ArkCheckbox.HiddenInput {...hiddenInput} />
        </ArkCheckbox.Root>
      )}
    </ChoiceField>
  );
}
