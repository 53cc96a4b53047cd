import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import '../theme/fonts';
import { ThemeRoot } from '../theme/ThemeRoot';
import { AppShell, type AppShellProps } from './AppShell';

const props: AppShellProps = {
  brand: 'Siirto',
  navigation: [
    {
      id: 'main',
      items: [
        { id: 'home', label: 'Etusivu', href: '#/dashboard' },
        { id: 'transports', label: 'Siirrot', href: '#/dashboard/transports', badge: 12 },
        { id: 'chat', label: 'Keskustelut', href: '#/dashboard/chat', badge: 3 },
      ],
    },
    {
      id: 'company',
      label: 'Yritys',
      items: [
        { id: 'company', label: 'Yrityksen tiedot', href: '#/dashboard/company', attention: true },
        { id: 'users', label: 'Käyttäjät', href: '#/dashboard/users' },
      ],
    },
  ],
  currentHref: '#/dashboard/transports',
  navLabel: 'Päävalikko',
  menuButtonLabel: 'Valikko',
  attentionLabel: 'vaatii huomiota',
  supportLabel: 'Asiakastuki',
  supportContacts: [{ label: '010 123 4567', href: 'tel:+358101234567' }],
  whatsApp: { label: 'WhatsApp', href: 'https://wa.me/358401234567' },
  versionText: 'Versio 2.1.12 · API 2.1.12',
  children: <h1 style={{ margin: 0 }}>Siirrot</h1>,
};

const options = {
  comparatorName: 'pixelmatch' as const,
  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
};

describe('AppShell', () => {
  it('shows the side menu on desktop', async () => {
    await page.viewport(1280, 560);
    const screen = await render(
      <ThemeRoot>
        <div data-testid="frame">
          <AppShell {...props} />
        </div>
      </ThemeRoot>,
    );
    await expect.element(screen.getByRole('link', { name: /Yrityksen tiedot.*vaatii huomiota/ })).toBeVisible();
    await expect(screen.getByTestId('frame')).toMatchScreenshot('appshell-desktop', options);
  });

  it('turns the menu into a hamburger at 768 px', async () => {
    await page.viewport(768, 600);
    const screen = await render(
      <ThemeRoot theme="dark">
        <div data-testid="frame">
          <AppShell {...props} />
        </div>
      </ThemeRoot>,
    );
    await expect.element(screen.getByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Valikko' }));
    await expect.element(screen.getByRole('navigation', { name: 'Päävalikko' })).toBeVisible();
    await expect(screen.getByTestId('frame')).toMatchScreenshot('appshell-768-menu-open-dark', options);
    await userEvent.click(screen.getByRole('link', { name: 'Käyttäjät' }));
    await expect.element(screen.getByRole('navigation')).not.toBeInTheDocument();
  });
});
