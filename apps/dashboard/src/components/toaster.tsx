import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { timing } from '../config/env';
import { Notice, type Tone } from './feedback';
import * as styles from './components.css';

interface Toast {
  id: number;
  tone: Tone;
  title: string;
  text?: string;
}
type Notify = (toast: Omit<Toast, 'id'> & { durationMs?: number }) => void;

const ToastContext = createContext<Notify>(() => undefined);
let nextId = 1;

/** Notifications that dismiss themselves after 7 seconds (15 for version notices). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const notify = useCallback<Notify>(({ durationMs = timing.notificationMs, ...toast }) => {
    const id = nextId++;
    setToasts((current) => [...current, { ...toast, id }]);
    setTimeout(() => setToasts((current) => current.filter((item) => item.id !== id)), durationMs);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext value={value}>
      {children}
      <div className={styles.toaster} aria-live="polite">
        {toasts.map((toast) => (
          <Notice key={toast.id} tone={toast.tone} title={toast.title}>
            {toast.text}
          </Notice>
        ))}
      </div>
    </ToastContext>
  );
}

export function useNotify(): Notify {
  return useContext(ToastContext);
}
