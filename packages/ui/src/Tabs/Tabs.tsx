import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { AnchorHTMLAttributes, ElementType, ReactNode } from 'react';
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

/**
 * Tabs on Ark UI Tabs. Arrow keys move between tabs; with `href` the triggers are links, so a tab is also a
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
  const selected = value ?? defaultValue ?? items[0]?.value;
  const hasLinks = items.some((item) => item.href !== undefined);
  return (
    <ArkTabs.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value)}
      activationMode={hasLinks ? 'manual' : 'automatic'}
      // The link's own click navigates (router links included); Ark must not click it a second time.
      navigate={null}
      translations={{ listLabel: label }}
    >
      <ArkTabs.List className={styles.list} aria-label={label}>
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
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content ?? (item.value === selected ? children : null)}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
