import { type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  Breadcrumbs as UiBreadcrumbs,
  Card as UiCard,
  DescriptionList as UiDescriptionList,
  Inline as UiInline,
  Stack as UiStack,
  Tabs as UiTabs,
} from '@siirto/ui';
import * as styles from './components.css';

export function Stack({ children }: { children: ReactNode }) {
  return <UiStack space="medium">{children}</UiStack>;
}
export function Inline({ children }: { children: ReactNode }) {
  return (
    <UiInline space="small" alignY="center">
      {children}
    </UiInline>
  );
}
/** Cards side by side on a wide screen, one under another on a phone. */
export function Columns({ children }: { children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>;
}

export function Card({ title, children, actions }: { title?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    // unlabelled like before: a titled table inside already is a region named by its caption (landmark-unique)
    <UiCard title={title} actions={actions} aria-labelledby={undefined}>
      <UiStack space="medium">{children}</UiStack>
    </UiCard>
  );
}

export function DescriptionList({ items }: { items: { term: ReactNode; value: ReactNode; nowrap?: boolean }[] }) {
  return (
    <UiDescriptionList
      items={items.map((item) => ({ term: item.term, description: item.value, nowrap: item.nowrap }))}
    />
  );
}

/** react-router's Link with the `href` the design system's links (Tabs, Breadcrumbs, AppShell) give it. */
export function RouterLink({
  href,
  ref,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> }) {
  return <Link to={href} ref={ref} {...props} />;
}

/**
 * Route tabs (the design system's Tabs): each tab is a link to its route, the tab of the current path is
 * selected, and the children (the selected route's content) sit in its tab panel.
 */
export function Tabs({
  label,
  items,
  children,
}: {
  label: string;
  items: { to: string; label: ReactNode }[];
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  const current = items.find((item) => pathname.replace(/\/$/, '') === item.to.replace(/\/$/, ''))?.to;
  return (
    <UiTabs
      label={label}
      value={current ?? items[0]?.to}
      linkComponent={RouterLink}
      items={items.map((item) => ({ value: item.to, href: item.to, label: item.label }))}
    >
      {children}
    </UiTabs>
  );
}

/** Where the page is; the last item is the current page. */
export function Breadcrumbs({ label, items }: { label: string; items: { to?: string; label: string }[] }) {
  return (
    <UiBreadcrumbs
      label={label}
      linkComponent={RouterLink}
      items={items.map((item) =>
        item.to === undefined ? { label: item.label } : { label: item.label, href: item.to },
      )}
    />
  );
}
