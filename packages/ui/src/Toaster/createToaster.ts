import { createToaster as createArkToaster, type CreateToasterReturn } from '@ark-ui/react/toast';
import type { ReactNode } from 'react';

export const toastTones = ['neutral', 'info', 'positive', 'caution', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

/** Auto-dismiss times: 7 s for ordinary notifications, 15 s for long ones such as the version notice. */
export const toastDurations = { default: 7000, long: 15000 } as const;
export type ToastDuration = keyof typeof toastDurations;

const toneToType: Record<ToastTone, string> = {
  neutral: 'neutral',
  info: 'info',
  positive: 'success',
  caution: 'warning',
  critical: 'error',
};
const typeToTone: Record<string, ToastTone> = {
  neutral: 'neutral',
  info: 'info',
  success: 'positive',
  warning: 'caution',
  error: 'critical',
  loading: 'info',
};

export function toneOfType(type: string | undefined): ToastTone {
  return (type === undefined ? undefined : typeToTone[type]) ?? 'neutral';
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** `default` (7 s), `long` (15 s), a number of milliseconds, or `Infinity` to stay until closed. */
  duration?: ToastDuration | number;
  action?: ToastAction;
  id?: string;
}

export type ToastShortcutOptions = Omit<ToastOptions, 'tone'>;

export interface SiirtoToaster {
  /** Shows a toast and returns its id. */
  create: (options: ToastOptions) => string;
  info: (options: ToastShortcutOptions) => string;
  positive: (options: ToastShortcutOptions) => string;
  caution: (options: ToastShortcutOptions) => string;
  critical: (options: ToastShortcutOptions) => string;
  dismiss: (id?: string) => void;
  /** The Ark toast store, for `<Toaster toaster={…}>`. */
  store: CreateToasterReturn;
}

export interface CreateToasterOptions {
  placement?: 'top-start' | 'top' | 'top-end' | 'bottom-start' | 'bottom' | 'bottom-end';
  /** At most this many toasts at once; the rest queue. */
  max?: number;
  /** The distance from the window's edges (CSS lengths), e.g. below an app's sticky top bar. */
  offsets?: string | Record<'top' | 'right' | 'bottom' | 'left', string>;
}

/** Creates a toast store (Ark UI Toast). Render it once with `<Toaster toaster={…} closeLabel=… />`. */
export function createToaster({ placement = 'top-end', max = 5, offsets }: CreateToasterOptions = {}): SiirtoToaster {
  const store = createArkToaster({
    placement,
    max,
    gap: 12,
    overlap: false,
    duration: toastDurations.default,
    ...(offsets === undefined ? {} : { offsets }),
  });
  const create = ({ title, description, tone = 'info', duration = 'default', action, id }: ToastOptions) =>
    store.create({
      ...(id === undefined ? {} : { id }),
      ...(action === undefined ? {} : { action }),
      title,
      description,
      type: toneToType[tone],
      duration: typeof duration === 'number' ? duration : toastDurations[duration],
    });
  return {
    create,
    info: (options) => create({ ...options, tone: 'info' }),
    positive: (options) => create({ ...options, tone: 'positive' }),
    caution: (options) => create({ ...options, tone: 'caution' }),
    critical: (options) => create({ ...options, tone: 'critical' }),
    dismiss: (id) => store.dismiss(id),
    store,
  };
}

/** The app-wide toaster: `toast.positive({ title: t('saved') })`. */
export const toast: SiirtoToaster = createToaster();
