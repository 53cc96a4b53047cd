import { useEffect, useRef } from 'react';

/** Calls `callback` once `delay` ms have passed without a new call; pending calls are dropped on unmount. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const callbackRef = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (...args: A) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => callbackRef.current(...args), delay);
  };
}
