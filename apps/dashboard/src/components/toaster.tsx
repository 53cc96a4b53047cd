/**
 * Notifications: the design system's Toaster (Ark toasts) with the app's texts. A toast dismisses itself after
 * 7 seconds (15 for the version notice) and can be closed at once; `useNotify()` shows one.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createToaster, Toaster, type ToastTone } from '@siirto/ui';
import { timing } from '../config/env';
import { useI18n } from '../i18n/intl';

export type Notify = (toast: { tone: ToastTone; title: string; text?: string; durationMs?: number }) => void;

const ToastContext = createContext<Notify>(() => undefined);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  // one store per provider: a story or test gets its own, and toasts of an old page never leak into a new one
  const [toaster] = useState(() => createToaster({ placement: 'bottom-end' }));
  const notify = useMemo<Notify>(
    () =>
      ({ tone, title, text, durationMs = timing.notificationMs }) => {
        toaster.create({ tone, title, description: text, duration: durationMs });
      },
    [toaster],
  );
  return (
    <ToastContext value={notify}>
      {children}
      <Toaster toaster={toaster} label={t('common.notifications')} closeLabel={t('common.closeNotification')} />
    </ToastContext>
  );
}

export function useNotify(): Notify {
  return useContext(ToastContext);
}
