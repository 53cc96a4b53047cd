import { createToaster, Toaster, type SiirtoToaster } from '@siirto/ui';

/** The toast store and its view, loaded apart from the first page (the Ark toast machine is not small). */
export function createAppToaster(): SiirtoToaster {
  return createToaster({ placement: 'bottom-end' });
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
