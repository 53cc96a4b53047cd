import { type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Breadcrumbs as UiBreadcrumbs, Tabs as UiTabs } from '@siirto/ui';

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
