import { Switch as ArkSwitch } from '@ark-ui/react';
import { ChoiceField, type ChoiceControlProps } from '../Field/ChoiceField';
import * as styles from './Switch.css';

/** `ref` is the hidden native checkbox (role switch; it has the focus). */
export type SwitchProps = ChoiceControlProps;

/**
 * An on / off switch for settings that apply at once (round trip, show delivered transports).
 * Controlled (`checked` + `onCheckedChange`) or uncontrolled (`defaultChecked`).
 */
export function Switch(props: SwitchProps) {
  return (
    <ChoiceField indent="switch" {...props}>
      {({ root, hiddenInput }) => (
        <ArkSwitch.Root className={styles.root} {...root}>
          <ArkSwitch.Control className={styles.control}>
            <ArkSwitch.Thumb className={styles.thumb} />
          </ArkSwitch.Control>
          <ArkSwitch.Label className={styles.label}>{props.label}</ArkSwitch.Label>
          <ArkSwitch.HiddenInput {...hiddenInput} />
        </ArkSwitch.Root>
      )}
    </ChoiceField>
  );
}
