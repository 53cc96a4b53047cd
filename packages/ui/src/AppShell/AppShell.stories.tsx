import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell, appShellVariants, type AppShellNavGroup } from './AppShell';

const navigation: AppShellNavGroup[] = [
  {
    id: 'main',
    items: [
      { id: 'home', label: 'Etusivu', href: '#/dashboard' },
      { id: 'transports', label: 'Siirrot', href: '#/dashboard/transports', badge: 12 },
      { id: 'chat', label: 'Keskustelut', href: '#/dashboard/chat', badge: 3 },
      { id: 'map', label: 'Kartta', href: '#/dashboard/map' },
    ],
  },
  {
    id: 'company',
    label: 'Yritys',
    items: [
      { id: 'company', label: 'Yrityksen tiedot', href: '#/dashboard/company', attention: true },
      { id: 'users', label: 'Käyttäjät', href: '#/dashboard/users' },
      { id: 'reports', label: 'Raportit', href: '#/dashboard/reports' },
    ],
  },
];

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  args: {
    brand: 'Siirto',
    navigation,
    currentHref: '#/dashboard/transports',
    navLabel: 'Päävalikko',
    menuButtonLabel: 'Valikko',
    skipLinkLabel: 'Siirry sisältöön',
    attentionLabel: 'vaatii huomiota',
    supportLabel: 'Asiakastuki',
    supportContacts: [
      { label: '010 123 4567', href: 'tel:+358101234567' },
      { label: 'tuki@siirto.example', href: 'mailto:tuki@siirto.example' },
    ],
    whatsApp: { label: 'WhatsApp', href: 'https://wa.me/358401234567' },
    menuFooter: (
      <button type="button" style={{ justifySelf: 'start' }}>
        Kirjaudu ulos
      </button>
    ),
    versionText: 'Versio 2.1.12 · API 2.1.12',
    children: (
      <>
        <h1 style={{ marginTop: 0 }}>Siirrot</h1>
        <p>Sivun sisältö.</p>
      </>
    ),
  },
  argTypes: { variant: { control: 'inline-radio', options: appShellVariants } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The application frame. `variant="side"` (account types below 9) shows the side menu with `navigation` groups, counts (`badge`) and a red `attention` mark (named by `attentionLabel`); `variant="top"` (account type 9) puts the items in the top bar. The top bar holds `supportContacts`, the `whatsApp` link and `actions`. At 768 px and below a hamburger button (`menuButtonLabel`) opens the menu; Escape or choosing a link closes it. `versionText` is the version footer. Links go through `linkComponent` so the app can use react-router; the current page comes from `currentHref` or `item.current`. All texts arrive by props.',
      },
      story: { inline: false, iframeHeight: 480 },
    },
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SideMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Päävalikko' });
    await expect(within(nav).getByRole('link', { name: /Siirrot/ })).toHaveAttribute('aria-current', 'page');
    const marked = within(nav).getByRole('link', { name: /Yrityksen tiedot.*vaatii huomiota/ });
    await expect(marked).toBeVisible();
    // the mark is a red exclamation mark; its name comes from attentionLabel
    await expect(within(marked).getByText('!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/358401234567');
    await expect(canvas.getByText('Versio 2.1.12 · API 2.1.12')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Valikko' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Siirry sisältöön' })).toHaveFocus();
  },
};

export const NamedSupportContacts: Story = {
  args: {
    supportContacts: [
      { name: 'Maija Meikäläinen', label: '040 765 4321', href: 'tel:+358407654321' },
      { label: 'maija@siirto.example', href: 'mailto:maija@siirto.example' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByText('Maija Meikäläinen')).toBeVisible();
    await expect(within(banner).getByRole('link', { name: '040 765 4321' })).toHaveAttribute(
      'href',
      'tel:+358407654321',
    );
    await expect(within(banner).getByRole('link', { name: 'maija@siirto.example' })).toBeVisible();
  },
};

export const NamedSupportContactsOnPhone: Story = {
  args: NamedSupportContacts.args,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Valikko' });
    await userEvent.click(button);
    // at 768 px and below the contacts move from the top bar into the menu panel
    const panel = within(document.getElementById(button.getAttribute('aria-controls') ?? '') ?? canvasElement);
    await expect(panel.getByText('Maija Meikäläinen')).toBeVisible();
    await expect(panel.getByRole('link', { name: '040 765 4321' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  },
};

export const TopNavigation: Story = {
  args: { variant: 'top', currentHref: '#/dashboard/map' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Päävalikko' });
    await expect(within(nav).getByRole('link', { name: 'Kartta' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

export const MobileHamburger: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Päävalikko' })).toBeNull();
    const button = canvas.getByRole('button', { name: 'Valikko' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Päävalikko' });
    await expect(within(nav).getByRole('link', { name: /Keskustelut/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const TabletWidth: Story = { globals: { viewport: { value: 'tablet' } } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const LongFinnishWords: Story = {
  args: {
    navigation: [
      {
        id: 'g',
        label: 'Kuljetusyhtiöhallinta',
        items: [
          { id: 'a', label: 'Toimipistekohtaiset laskutusosoitteet', href: '#/a', attention: true },
          { id: 'b', label: 'Kuljetustilausvahvistukset', href: '#/b', badge: 128 },
        ],
      },
    ],
  },
};
