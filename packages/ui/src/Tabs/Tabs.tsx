import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import {
  useEffect,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ElementType,
  type ReactNode,
  type RefObject,
} from 'react';
import * as styles from './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** Renders the tab as a link (e.g. a route); the app's router then shows the content. */
  href?: string;
  disabled?: boolean;
  /** Content of this tab; the selected tab falls back to `children`. */
  content?: ReactNode;
}

/** A link component such as react-router's `Link`, adapted to take `href`. Receives all anchor props and a ref. */
export type TabsLinkComponent = ElementType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selected value (e.g. from the route). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Used for tabs with `href`; defaults to a plain `a`. */
  linkComponent?: TabsLinkComponent;
  /** Content of the selected tab when the items carry none (e.g. the router outlet). */
  children?: ReactNode;
  className?: string;
}

/** Whether the list has hidden tabs before (`start`) or after (`end`) what it shows. */
function useOverflowEdges(list: RefObject<HTMLDivElement | null>) {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [list]);
  return edges;
}

/** Scrolls the list (only the list, never the page) so that the selected tab is wholly visible. */
function scrollSelectedIntoView(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[data-selected]');
  if (!list || !tab) return;
  const margin = 24; // past the fade at the edge
  const left = tab.offsetLeft - margin;
  const right = tab.offsetLeft + tab.offsetWidth + margin;
  if (left < list.scrollLeft) list.scrollLeft = Math.max(0, left);
  else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth;
}

/**
 * Tabs on Ark UI Tabs. On a narrow screen the tab list scrolls sideways: a fade at an edge shows that more tabs
 * are hidden there, and the selected tab is kept scrolled into view. Arrow keys move between tabs; with `href` the triggers are links, so a tab is also a
 * route that can be opened in a new window.
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  linkComponent: LinkComponent = 'a',
  children,
  className,
}: TabsProps) {
  const [chosen, setChosen] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? chosen;
  const hasLinks = items.some((item) => item.href !== undefined);
  const listRef = useRef<HTMLDivElement>(null);
  const edges = useOverflowEdges(listRef);
  useEffect(() => scrollSelectedIntoView(listRef.current), [selected]);
  return (
    <ArkTabs.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => {
        setChosen(details.value);
        onValueChange?.(details.value);
      }}
      activationMode={hasLinks ? 'manual' : 'automatic'}
      // The link's own click navigates (router links included); Ark must not click it a second time.
      navigate={null}
      translations={{ listLabel: label }}
    >
      <div
        className={styles.listFrame}
        data-more-before={edges.start || undefined}
        data-more-after={edges.end || undefined}
      >
        <ArkTabs.List className={styles.list} aria-label={label} ref={listRef}>
          {items.map((item) =>
            item.href !== undefined ? (
              <ArkTabs.Trigger
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                className={styles.trigger}
                asChild
              >
                <LinkComponent href={item.href}>{item.label}</LinkComponent>
              </ArkTabs.Trigger>
            ) : (
              <ArkTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
                {item.label}
              </ArkTabs.Trigger>
            ),
          )}
        </ArkTabs.List>
      </div>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content ?? (item.value === selected ? children : null)}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
