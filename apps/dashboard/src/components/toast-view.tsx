import { createToaster, Toaster, type SiirtoToaster } from '@siirto/ui';

/**
 * The toast store and its view, loaded apart from the first page (the Ark toast machine is not small). Toasts show
 * at the top centre, below the shell's top bar: over a page's heading, not over the controls of the task at hand
 * (at the bottom right they covered the chat's Lähetä and Liitä tiedosto for as long as the pointer rested there,
 * issue 28).
 */
export function createAppToaster(): SiirtoToaster {
  return createToaster({
    placement: 'top',
    offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
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
