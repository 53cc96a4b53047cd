import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import '../theme/fonts';
import { Button } from '../Button/Button';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
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

  describe('top navigation (account type 9)', () => {
    const topProps: AppShellProps = {
      ...props,
      variant: 'top',
      navigation: [
        {
          id: 'top',
          items: [
            { id: 'transports', label: 'Siirrot', href: '#/dashboard/transports' },
            { id: 'drivers', label: 'Kuljettajat / viestit', href: '#/dashboard/chat' },
            { id: 'map', label: 'Kartta', href: '#/dashboard/map' },
            { id: 'customers', label: 'Asiakkaat', href: '#/dashboard/customers' },
          ],
        },
      ],
      navLabel: 'Ylävalikko',
      supportContacts: [
        { label: '+358405671234', href: 'tel:+358405671234', name: 'Riikka Koskinen' },
        { label: 'riikka.koskinen@example.com', href: 'mailto:riikka.koskinen@example.com' },
      ],
      actions: (
        <Button tone="secondary" size="small">
          Kirjaudu ulos
        </Button>
      ),
    };

    /** Every support link is a target of at least 24 × 24 px (WCAG 2.5.8), in the top bar and in the phone menu. */
    function expectSupportTargets(screen: {
      getByRole: (role: 'link', options: { name: string }) => { element: () => Element };
    }) {
      for (const name of ['+358405671234', 'riikka.koskinen@example.com', 'WhatsApp']) {
        const box = screen.getByRole('link', { name }).element().getBoundingClientRect();
        expect(box.height, name).toBeGreaterThanOrEqual(24);
        expect(box.width, name).toBeGreaterThanOrEqual(24);
      }
    }

    /** How many lines the element's text takes: the rectangles of its text (not its icons) at distinct heights. */
    function lineCount(element: Element) {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
      return tops.size;
    }

    for (const theme of themeNames) {
      it(`keeps every label and contact on one line at 1280 px (${theme})`, async () => {
        await page.viewport(1280, 400);
        const screen = await render(
          <ThemeRoot theme={theme}>
            <div data-testid="frame">
              <AppShell {...topProps} />
            </div>
          </ThemeRoot>,
        );
        const nav = screen.getByRole('navigation', { name: 'Ylävalikko' });
        await expect.element(nav).toBeVisible();
        for (const name of ['Siirrot', 'Kuljettajat / viestit', 'Kartta', 'Asiakkaat'])
          expect(lineCount(nav.getByRole('link', { name }).element()), name).toBe(1);
        for (const name of ['+358405671234', 'riikka.koskinen@example.com', 'WhatsApp'])
          expect(lineCount(screen.getByRole('link', { name }).element()), name).toBe(1);
        expect(lineCount(screen.getByText('Riikka Koskinen').element())).toBe(1);
        expectSupportTargets(screen);
        await expect(screen.getByRole('banner')).toMatchScreenshot(`appshell-top-1280-${theme}`, options);
      });

      it(`keeps the menu's labels whole at 375 px (${theme})`, async () => {
        await page.viewport(375, 640);
        const screen = await render(
          <ThemeRoot theme={theme}>
            <div data-testid="frame">
              <AppShell {...topProps} />
            </div>
          </ThemeRoot>,
        );
        await userEvent.click(screen.getByRole('button', { name: 'Valikko' }));
        const nav = screen.getByRole('navigation', { name: 'Ylävalikko' });
        await expect.element(nav).toBeVisible();
        for (const name of ['Siirrot', 'Kartta', 'Asiakkaat'])
          expect(lineCount(nav.getByRole('link', { name }).element()), name).toBe(1);
        for (const name of ['+358405671234', 'riikka.koskinen@example.com'])
          expect(lineCount(screen.getByRole('link', { name }).element()), name).toBe(1);
        expectSupportTargets(screen);
        await expect(screen.getByTestId('frame')).toMatchScreenshot(`appshell-top-375-menu-open-${theme}`, options);
      });
    }
  });
});
