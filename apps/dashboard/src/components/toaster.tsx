/**
 * Notifications: the design system's Toaster (Ark toasts) with the app's texts. A toast dismisses itself after
 * 7 seconds (15 for the version notice) and can be closed at once; `useNotify()` shows one.
 *
 * The toaster's code loads at the user's first interaction with the page (or at the first toast, whichever comes
 * first), so that it is never part of a page's first load: a toast asked for before it is there waits in a queue
 * and shows as soon as it is.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { SiirtoToaster, ToastTone } from '@siirto/ui';
import { timing } from '../config/env';
import { useI18n } from '../i18n/intl';

export interface ToastRequest {
  tone: ToastTone;
  title: string;
  text?: string;
  durationMs?: number;
}
export type Notify = (toast: ToastRequest) => void;

const ToastContext = createContext<Notify>(() => undefined);

type Loaded = { toaster: SiirtoToaster; View: typeof import('./toast-view').ToastView };

const show = (toaster: SiirtoToaster, { tone, title, text, durationMs = timing.notificationMs }: ToastRequest) =>
  toaster.create({ tone, title, description: text, duration: durationMs });

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const queue = useRef<ToastRequest[]>([]);
  const loading = useRef<Promise<void> | null>(null);
  const load = useCallback(() => {
    loading.current ??= import('./toast-view').then((module) =>
      // one store per provider: a story or test gets its own, and toasts of an old page never leak into a new one
      setLoaded({ toaster: module.createAppToaster(), View: module.ToastView }),
    );
  }, []);
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const first = () => {
      for (const name of events) document.removeEventListener(name, first, true);
      load();
    };
    for (const name of events) document.addEventListener(name, first, true);
    return () => {
      for (const name of events) document.removeEventListener(name, first, true);
    };
  }, [load]);
  useEffect(() => {
    if (!loaded) return;
    // after the view has subscribed to the new store (its machine starts in its own effect)
    const timer = setTimeout(() => {
      for (const request of queue.current.splice(0)) show(loaded.toaster, request);
    }, 50);
    return () => clearTimeout(timer);
  }, [loaded]);
  // stable, so that effects which notify do not run again when the toaster arrives
  const current = useRef<Loaded | null>(null);
  current.current = loaded;
  const notify = useCallback<Notify>(
    (request) => {
      if (current.current) show(current.current.toaster, request);
      else {
        queue.current.push(request);
        load();
      }
    },
    [load],
  );
  return (
    <ToastContext value={notify}>
      {children}
      {loaded ? (
        <loaded.View
          toaster={loaded.toaster}
          label={t('common.notifications')}
          closeLabel={t('common.closeNotification')}
        />
      ) : null}
    </ToastContext>
  );
}

export function useNotify(): Notify {
  return useContext(ToastContext);
}
