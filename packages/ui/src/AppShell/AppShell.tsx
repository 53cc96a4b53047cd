import { useEffect, useId, useState, type AnchorHTMLAttributes, type ElementType, type ReactNode } from 'react';
import * as styles from './AppShell.css';

export const appShellVariants = ['side', 'top'] as const;
export type AppShellVariant = (typeof appShellVariants)[number];

export interface AppShellNavItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  /** A count such as unread chats. */
  badge?: number | string;
  /** A red exclamation mark that asks for attention (e.g. unread new features); `attentionLabel` names it. */
  attention?: boolean;
  /** Marks the current page; otherwise `currentHref` decides. */
  current?: boolean;
}

export interface AppShellNavGroup {
  id: string;
  /** Optional group heading. */
  label?: string;
  items: AppShellNavItem[];
}

export interface AppShellContact {
  label: string;
  href: string;
  icon?: ReactNode;
  /** Who answers, shown as plain text before the link (e.g. a support person's name). */
  name?: string;
}

export type AppShellLinkComponent = ElementType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

export interface AppShellProps {
  /** Logo or product name. */
  brand: ReactNode;
  navigation: AppShellNavGroup[];
  /** `side`: side menu (account types below 9); `top`: top-bar navigation (account type 9). */
  variant?: AppShellVariant;
  currentHref?: string;
  /** Router link (adapter around react-router's Link); defaults to `a`. */
  linkComponent?: AppShellLinkComponent;
  /** Support phone / e-mail links in the top bar. */
  supportContacts?: AppShellContact[];
  /** Text before the contacts, e.g. "Asiakastuki". */
  supportLabel?: string;
  /** The WhatsApp link (`https://wa.me/…`) with its text. */
  whatsApp?: AppShellContact;
  /** Right end of the top bar: user menu, language switch… */
  actions?: ReactNode;
  /** Under the side menu (e.g. the logout button). */
  menuFooter?: ReactNode;
  /** Version line, e.g. "Versio 2.1.12 · API 2.1.12". */
  versionText?: string;
  /** Names: the navigation landmark, the hamburger button, the skip link and the attention mark. */
  navLabel: string;
  menuButtonLabel: string;
  skipLinkLabel?: string;
  attentionLabel?: string;
  /**
   * A live state shown in the top bar after the brand (e.g. a ConnectionStatus): there it covers none of the page,
   * and the bar, sticky at the top, keeps it in view while the page scrolls.
   */
  status?: ReactNode;
  children: ReactNode;
}

function WhatsAppIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3z" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * The application frame: side menu with groups, counts and attention marks (or top navigation for account type 9),
 * a top bar with support contacts and WhatsApp, a hamburger menu at 768 px and below, and a version footer.
 */
export function AppShell({
  brand,
  navigation,
  variant = 'side',
  currentHref,
  linkComponent: Link = 'a',
  supportContacts = [],
  supportLabel,
  whatsApp,
  actions,
  menuFooter,
  versionText,
  navLabel,
  menuButtonLabel,
  skipLinkLabel,
  attentionLabel,
  status,
  children,
}: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const mobileMenuId = useId();
  const mainId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const isCurrent = (item: AppShellNavItem) => item.current ?? (currentHref !== undefined && item.href === currentHref);

  const renderItem = (item: AppShellNavItem, onNavigate?: () => void) => (
    <li key={item.id}>
      <Link
        className={styles.link}
        href={item.href}
        aria-current={isCurrent(item) ? 'page' : undefined}
        onClick={onNavigate}
      >
        {item.icon && (
          <span className={styles.icon} aria-hidden="true">
            {item.icon}
          </span>
        )}
        <span className={styles.linkLabel}>{item.label}</span>
        {item.badge !== undefined && <span className={styles.count}>{item.badge}</span>}
        {item.attention && (
          <span className={styles.attention} data-attention="">
            <span aria-hidden="true">!</span>
            {attentionLabel && <span className={styles.visuallyHidden}>{attentionLabel}</span>}
          </span>
        )}
      </Link>
    </li>
  );

  const renderGroups = (onNavigate?: () => void) =>
    navigation.map((group) => (
      <div key={group.id} className={styles.group}>
        {group.label && <p className={styles.groupLabel}>{group.label}</p>}
        <ul className={styles.list}>{group.items.map((item) => renderItem(item, onNavigate))}</ul>
      </div>
    ));

  const contacts = (
    <>
      {supportLabel && <span>{supportLabel}</span>}
      {supportContacts.map((contact, index) => (
        <span key={`${String(index)}-${contact.href}`} className={styles.contact}>
          {contact.name && <span>{contact.name}</span>}
          <a className={styles.supportLink} href={contact.href}>
            {contact.icon}
            {contact.label}
          </a>
        </span>
      ))}
      {whatsApp && (
        <a className={styles.supportLink} href={whatsApp.href} target="_blank" rel="noreferrer">
          {whatsApp.icon ?? <WhatsAppIcon />}
          {whatsApp.label}
        </a>
      )}
    </>
  );

  return (
    <div className={[styles.shell, variant === 'top' ? styles.shellTop : ''].join(' ')} data-variant={variant}>
      {skipLinkLabel && (
        <a className={styles.skipLink} href={`#${mainId}`}>
          {skipLinkLabel}
        </a>
      )}
      {variant === 'side' && (
        <aside className={styles.side}>
          <div className={styles.brand}>{brand}</div>
          <nav className={styles.nav} aria-label={navLabel}>
            {renderGroups()}
          </nav>
          {(menuFooter || versionText) && (
            <div className={styles.sideFooter}>
              {menuFooter}
              {versionText && <small className={styles.version}>{versionText}</small>}
            </div>
          )}
        </aside>
      )}
      <header className={styles.topBar}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          aria-label={menuButtonLabel}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </button>
        <div className={[styles.topBrand, variant === 'side' ? styles.topBrandSide : ''].join(' ')}>{brand}</div>
        {status !== undefined && <div className={styles.status}>{status}</div>}
        {variant === 'top' && (
          <nav className={styles.topNav} aria-label={navLabel}>
            <ul className={styles.topList}>
              {navigation.flatMap((group) => group.items).map((item) => renderItem(item))}
            </ul>
          </nav>
        )}
        <div className={styles.support}>{contacts}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {menuOpen && (
        <div className={styles.mobilePanel} id={mobileMenuId}>
          <nav className={styles.nav} aria-label={navLabel}>
            {renderGroups(() => setMenuOpen(false))}
          </nav>
          {(supportContacts.length > 0 || whatsApp) && <div className={styles.mobileSupport}>{contacts}</div>}
          {(menuFooter || versionText) && (
            <div className={styles.sideFooter}>
              {menuFooter}
              {versionText && <small className={styles.version}>{versionText}</small>}
            </div>
          )}
        </div>
      )}
      <main id={mainId} className={styles.main} tabIndex={-1}>
        {children}
        {variant === 'top' && versionText && (
          <footer>
            <small className={styles.version}>{versionText}</small>
          </footer>
        )}
      </main>
    </div>
  );
}
