import { createToaster, Toaster, type SiirtoToaster } from '@siirto/ui';

/**
 * The toast store and its view, loaded apart from the first page (the Ark toast machine is not small). Toasts show
 * at the top right over the shell's own top bar (its support contacts, the phone's menu button), never over the page
 * the user works on (issue 28 item 2): at the bottom right they covered the chat's Lähetä and Liitä tiedosto for as
 * long as the pointer rested there, and at the top centre below the bar the page's heading and the reconnecting
 * notice at the top of the content.
 */
export function createAppToaster(): SiirtoToaster {
  return createToaster({
    placement: 'top-end',
    offsets: { top: '0.5rem', right: '0.5rem', bottom: '1rem', left: '0.5rem' },
  });
}

export function ToastView({
  toaster,
  label,
  closeLabel,
}: {
  toaster: SiirtoToaster;
  label: string;
  closeLabel: string;
}) {
  return <Toaster toaster={toaster} label={label} closeLabel={closeLabel} />;
}
