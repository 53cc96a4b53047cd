import { Toast, Toaster as ArkToaster } from '@ark-ui/react/toast';
import { CloseIcon, ToneIcon } from '../Notice/ToneIcon';
import { toast as defaultToaster, toneOfType, type SiirtoToaster } from './createToaster';
import * as styles from './Toaster.css';

export interface ToasterProps {
  /** Accessible name of each toast's close button (e.g. "Sulje ilmoitus"). */
  closeLabel: string;
  /** Accessible name of the notification region (e.g. "Ilmoitukset"). */
  label?: string;
  /** Defaults to the app-wide `toast`. */
  toaster?: SiirtoToaster;
}

/** Renders the toasts of a toaster (Ark UI Toast). Place it once, inside the ThemeRoot. */
export function Toaster({ closeLabel, label, toaster = defaultToaster }: ToasterProps) {
  return (
    <ArkToaster toaster={toaster.store} aria-label={label}>
      {(item) => {
        const tone = toneOfType(item.type);
        return (
          <Toast.Root className={styles.root({ tone })} data-tone={tone}>
            <span className={styles.icon({ tone })}>
              <ToneIcon tone={tone} />
            </span>
            <div className={styles.text}>
              <Toast.Title className={styles.title}>{item.title}</Toast.Title>
              {item.description && (
                <Toast.Description className={styles.description}>{item.description}</Toast.Description>
              )}
              {item.action && <Toast.ActionTrigger className={styles.action}>{item.action.label}</Toast.ActionTrigger>}
            </div>
            <Toast.CloseTrigger className={styles.close} aria-label={closeLabel}>
              <CloseIcon />
            </Toast.CloseTrigger>
          </Toast.Root>
        );
      }}
    </ArkToaster>
  );
}
