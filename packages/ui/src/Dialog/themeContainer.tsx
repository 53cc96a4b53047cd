import { createContext, useCallback, useContext, useMemo, useState, type ReactNode, type RefObject } from 'react';

/**
 * Portalled content (dialogs, lightboxes) must render inside the theme root, or it loses the theme's tokens.
 * A hidden anchor finds the nearest `[data-theme]` element; the portal renders into it.
 */
const ThemeContainerContext = createContext<RefObject<HTMLElement | null> | undefined>(undefined);

export function useThemeContainer() {
  return useContext(ThemeContainerContext);
}

export function ThemeContainerAnchor({ className, children }: { className: string; children: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const ref = useMemo(() => ({ current: container }), [container]);
  // Stable callback, and a detach (null) never resets the container: re-portalling would remount the content.
  const anchorRef = useCallback((node: HTMLSpanElement | null) => {
    if (!node) return;
    const found = node.closest<HTMLElement>('[data-theme]');
    if (found) setContainer((previous) => (previous === found ? previous : found));
  }, []);
  return (
    <ThemeContainerContext.Provider value={ref}>
      <span hidden className={className} ref={anchorRef} />
      {children}
    </ThemeContainerContext.Provider>
  );
}
