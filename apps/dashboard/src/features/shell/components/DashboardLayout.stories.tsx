import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Heading } from '@siirto/ui';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { typedGet } from '../../../mocks/api';
import { account, basicLicence, enums } from '../../../mocks/fixtures';
import { basicUser, meAs, sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { DashboardLayout } from './DashboardLayout';
import { screenLoad } from '../../../mocks/screen-load';

/** The page inside the shell: a heading, as each dashboard screen has. */
function PageContent() {
  const { t } = useI18n();
  return <Heading level={1}>{t('shell.menu.frontpage')}</Heading>;
}

const shellHandlers = {
  ...sessionHandlers,
  contacts: [
    typedGet('/companies/me/contacts/', [
      { name: 'Maija Myyjä', phone: '+358 40 765 4321', email: 'maija@siirto.example' },
    ]),
  ],
  // newer than the user's new_features_readed (2026-10-01): the new-features item carries the red mark
  newFeatures: [
    typedGet('/new_features/', [
      { id: 1, title: 'Raportit', created: '2026-09-01T08:00:00Z', updated: '2026-11-02T08:00:00Z' },
    ]),
  ],
  version: [typedGet('/version/', { version: '2.1.13' })],
  // the general support line as the server manages it (no VITE_SUPPORT_* in Storybook, see config/support.ts)
  enums: [
    typedGet('/enums/', {
      ...enums,
      translations: [
        { key: 'support.phone', value_fi: '+358 20 123 4567', value_en: '+358 20 123 4567' },
        { key: 'support.whatsapp', value_fi: 'https://wa.me/358201234567', value_en: 'https://wa.me/358201234567' },
      ],
    }),
  ],
};

const meta = {
  title: 'Screens/Dashboard shell',
  component: DashboardLayout,
  decorators: [withStoryProviders],
  args: { topNavigation: false, children: <PageContent /> },
  parameters: {
    layout: 'fullscreen',
    route: { path: `${paths.dashboard.root.path}/*`, url: paths.dashboard.frontpage.href() },
    msw: { handlers: shellHandlers },
  },
} satisfies Meta<typeof DashboardLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SideMenu: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const menu = await canvas.findByRole('navigation', { name: t('shell.mainMenu') }, screenLoad);
    await expect(within(menu).getByRole('link', { name: t('shell.menu.frontpage') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByText(t('shell.menu.company'))).toBeVisible();
    await expect(within(menu).getByRole('link', { name: t('shell.menu.companyUsers') })).toBeVisible();
    const newFeatures = await within(menu).findByRole('link', {
      name: `${t('shell.menu.newFeatures')} ${t('shell.newFeaturesUnread')}`,
    });
    await expect(within(newFeatures).getByText('!')).toBeVisible();
    // no licence feature, no staff: the chat and licence payment items stay hidden
    await expect(within(menu).queryByRole('link', { name: t('shell.menu.chat') })).toBeNull();
    await expect(within(menu).queryByRole('link', { name: t('shell.menu.licencePayment') })).toBeNull();

    const banner = canvas.getByRole('banner');
    await expect(await within(banner).findByText('Maija Myyjä')).toBeVisible();
    await expect(within(banner).getByRole('link', { name: '+358 40 765 4321' })).toHaveAttribute(
      'href',
      'tel:+358407654321',
    );
    await expect(within(banner).getByRole('link', { name: 'maija@siirto.example' })).toHaveAttribute(
      'href',
      'mailto:maija@siirto.example',
    );
    await expect(within(banner).getByText(t('shell.support'), { exact: true })).toBeVisible();
    await expect(within(banner).getByRole('link', { name: '+358 20 123 4567' })).toHaveAttribute(
      'href',
      'tel:+358201234567',
    );
    await expect(within(banner).getByRole('link', { name: t('shell.whatsapp') })).toHaveAttribute(
      'href',
      'https://wa.me/358201234567',
    );
    await expect(within(banner).getByRole('link', { name: t('shell.whatsapp') })).toHaveAttribute('target', '_blank');

    const versions = `${t('shell.appVersion', { version: '2.1.12' })} · ${t('shell.apiVersion', { version: '2.1.13' })}`;
    await expect(await canvas.findByText(versions)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('shell.logout') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t('shell.menu.frontpage') })).toBeVisible();
  },
};

export const SideMenuInEnglish: Story = {
  ...SideMenu,
  globals: { locale: 'en' },
};

export const LicenceInfo: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('shell.licenceInfo') }, screenLoad));
    const dialog = await within(document.body).findByRole('dialog', { name: t('licence.title') }, { timeout: 5_000 });
    // visible once the dialog's opening transition has ended
    await waitFor(() => expect(within(dialog).getByText('Enterprise')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const BasicUserNothingUnread: Story = {
  parameters: {
    msw: {
      handlers: {
        me: basicUser,
        newFeatures: [
          typedGet('/new_features/', [
            { id: 1, title: 'Raportit', created: '2026-08-01T08:00:00Z', updated: '2026-09-02T08:00:00Z' },
          ]),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const menu = await canvas.findByRole('navigation', { name: t('shell.mainMenu') }, screenLoad);
    await expect(await within(menu).findByRole('link', { name: t('shell.menu.businessLocations') })).toBeVisible();
    await expect(within(menu).queryByRole('link', { name: t('shell.menu.companyUsers') })).toBeNull();
    await expect(within(menu).getByRole('link', { name: t('shell.menu.newFeatures') })).toBeVisible();
    await expect(within(menu).queryByText('!')).toBeNull();
  },
};

export const StaffWithChatLicence: Story = {
  parameters: {
    msw: {
      handlers: {
        me: meAs({ is_staff: true }),
        licences: [typedGet('/licenses/', [{ ...basicLicence, features: ['chat'] }])],
        account: [typedGet('/accounts/me/', account)],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const menu = await canvas.findByRole('navigation', { name: t('shell.mainMenu') }, screenLoad);
    await expect(await within(menu).findByRole('link', { name: t('shell.menu.chat') })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: t('shell.menu.licencePayment') })).toHaveAttribute(
      'href',
      paths.dashboard.licensePayment.href(),
    );
  },
};

export const TopNavigation: Story = {
  args: { topNavigation: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const nav = await canvas.findByRole('navigation', { name: t('shell.topNavigation') }, screenLoad);
    for (const key of [
      'shell.menu.transports',
      'shell.menu.drivers',
      'shell.menu.map',
      'shell.menu.customers',
    ] as const)
      await expect(within(nav).getByRole('link', { name: t(key) })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('shell.mainMenu') })).toBeNull();
    await expect(within(canvas.getByRole('banner')).getByRole('button', { name: t('shell.logout') })).toBeVisible();
  },
};

export const PhoneHamburger: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { level: 1 }, screenLoad)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('shell.mainMenu') })).toBeNull();
    const button = canvas.getByRole('button', { name: t('shell.menuButton') });
    await userEvent.click(button);
    const menu = canvas.getByRole('navigation', { name: t('shell.mainMenu') });
    await userEvent.click(within(menu).getByRole('link', { name: t('shell.menu.help') }));
    // choosing a page closes the menu; the page is the current one when the menu opens again
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: t('shell.mainMenu') })).toBeNull());
    await userEvent.click(button);
    await expect(
      within(canvas.getByRole('navigation', { name: t('shell.mainMenu') })).getByRole('link', {
        name: t('shell.menu.help'),
      }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** A new company with no contacts and no support line configured: no empty 'Asiakastuki' in the top bar. */
export const NoSupportContacts: Story = {
  parameters: {
    msw: {
      handlers: {
        contacts: [typedGet('/companies/me/contacts/', [])],
        enums: [typedGet('/enums/', enums)],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole('navigation', { name: t('shell.mainMenu') }, screenLoad);
    const banner = canvas.getByRole('banner');
    await expect(await canvas.findByText(/2\.1\.13/)).toBeVisible();
    await expect(within(banner).queryByText(t('shell.support'), { exact: true })).toBeNull();
    await expect(within(banner).queryByRole('link', { name: t('shell.whatsapp') })).toBeNull();
  },
};
