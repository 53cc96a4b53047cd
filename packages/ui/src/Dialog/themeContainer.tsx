import { createContext, useCallback, useContext, useMemo, useState, type ReactNode, type RefObject } from 'react';

/**
 * Portalled content (dialogs, lightboxes) must render inside the theme root, or it loses the theme's tokens.
 * A hidden anchor finds the nearest `[data-theme]` element (or `<body>` without one); the portal renders into it.
 *
 * The context's `current` stays `null` until the anchor is in the DOM. Content must not render before that: a
 * dialog that mounts already open would first portal into `<body>` and then move, and the dialog's focus trap,
 * outside-click tracking and `aria-hidden` of the page behind would stay bound to the first, discarded element.
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
    const found = node.closest<HTMLElement>('[data-theme]') ?? node.ownerDocument.body;
    setContainer((previous) => (previous === found ? previous : found));
  }, []);
  return (
    <ThemeContainerContext.Provider value={ref}>
      <span hidden className={className} ref={anchorRef} />
      {children}
    </ThemeContainerContext.Provider>
  );
}
