import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 767px)';

const subscribe = (change: () => void) => {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(PHONE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

/** Whether the screen is a phone's (the layout's breakpoint): the map screen then shows the list or the map. */
export const usePhone = () =>
  useSyncExternalStore(
    subscribe,
    () => typeof matchMedia === 'function' && matchMedia(PHONE).matches,
    () => false,
  );
