import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@siirto/ui';
import { apiUrl, pendingGet, typedGet, typedResponse } from '../../../mocks/api';
import { findStoryDialog } from '../../../mocks/find-dialog';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { matchStoryScreenshot } from '../../../mocks/screenshot';
import { ShareTransportDialog } from './ShareTransportDialog';

/** Dialogs are portalled out of the story's root. */
const screen = within(document.body);

/** What the last share call sent (the play functions check it). */
const sent: { emails: string[] | null } = { emails: null };

const shareHandler = http.post(apiUrl('/transports/company/{id}/share_transport/'), async ({ request }) => {
  sent.emails = ((await request.json()) as { emails: string[] }).emails;
  return HttpResponse.json({ detail: 'Jaettu' });
});

function OpenedDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Avaa</Button>
      <ShareTransportDialog transportId={101} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Transports/Share status changes',
  component: OpenedDialog,
  decorators: [withStoryProviders],
  parameters: {
    msw: {
      handlers: {
        ...sessionHandlers,
        contacts: [
          typedGet('/companies/me/contacts/', [
            { name: 'Pekka Nouto', email: 'pekka@esimerkki.fi', phone: '+358401112223' },
            { name: 'Maija Myyjä', email: 'maija@esimerkki.fi', phone: null },
          ]),
        ],
        transportContacts: [
          typedGet('/transports/company/{id}/get_contacts/', {
            contact_emails_list: [
              { email: 'pekka@esimerkki.fi', checked: true },
              { email: 'liisa@esimerkki.fi', checked: false },
            ],
          }),
        ],
        token: [typedGet('/transports/company/{id}/share_token/', { share_token: 'jaettu-tunniste' })],
        share: [shareHandler],
      },
    },
  },
} satisfies Meta<typeof OpenedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Contacts: Story = {
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await findStoryDialog(t('share.title'));
    await expect(await dialog.findByRole('checkbox', { name: 'Pekka Nouto (pekka@esimerkki.fi)' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'liisa@esimerkki.fi' })).not.toBeChecked();
    // a company contact already on the transport's list is shown once, under the transport's contacts
    await expect(dialog.getAllByRole('checkbox', { name: /pekka@esimerkki\.fi/ })).toHaveLength(1);
    const company = within(dialog.getByRole('group', { name: t('share.companyContacts') }));
    await expect(company.getByRole('checkbox', { name: 'Maija Myyjä (maija@esimerkki.fi)' })).not.toBeChecked();
    await expect(await dialog.findByRole('textbox', { name: t('share.link') })).toHaveValue(
      `${window.location.origin}/shared/transport/101?token=jaettu-tunniste`,
    );
    await matchStoryScreenshot(screen.getByRole('dialog', { name: t('share.title') }), globals, 'share');
  },
};

export const ContactsInEnglishOnPhone: Story = {
  ...Contacts,
  globals: { locale: 'en', viewport: { value: 'mobile' } },
};

export const ContactsInEnglishOnPhoneDark: Story = {
  ...Contacts,
  globals: { locale: 'en', viewport: { value: 'mobile' }, theme: 'dark' },
};

export const ContactsDark: Story = {
  ...Contacts,
  globals: { theme: 'dark' },
};

export const ShareToChosenAndAdded: Story = {
  play: async ({ globals }) => {
    const t = storyText(globals);
    sent.emails = null;
    const dialog = await findStoryDialog(t('share.title'));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Maija Myyjä (maija@esimerkki.fi)' }));
    const field = dialog.getByRole('textbox', { name: t('share.addEmail') });
    await userEvent.type(field, 'ei-osoite{Enter}');
    await expect(await dialog.findByText(t('validation.emailFormat'))).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, ' Uusi@Esimerkki.fi');
    await userEvent.click(dialog.getByRole('button', { name: t('share.add') }));
    await expect(dialog.getByRole('checkbox', { name: 'uusi@esimerkki.fi' })).toBeChecked();
    await expect(field).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: t('share.submit') }));
    await waitFor(() => expect(sent.emails).toEqual(['pekka@esimerkki.fi', 'maija@esimerkki.fi', 'uusi@esimerkki.fi']));
    // shared: the dialog closes and a toast says so
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('share.title') })).toBeNull());
    await expect(await screen.findByText(t('share.sharedTitle'))).toBeInTheDocument();
  },
};

export const NothingChosen: Story = {
  play: async ({ globals }) => {
    const t = storyText(globals);
    sent.emails = null;
    const dialog = await findStoryDialog(t('share.title'));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Pekka Nouto (pekka@esimerkki.fi)' }));
    await userEvent.click(dialog.getByRole('button', { name: t('share.submit') }));
    await expect(await dialog.findByText(t('share.chooseRecipient'))).toBeVisible();
    await expect(sent.emails).toBeNull();
  },
};

export const SendFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        share: [
          typedResponse('post', '/transports/company/{id}/share_transport/', 400, {
            emails: ['Sähköpostiosoitteita on liikaa.'],
          }),
        ],
      },
    },
  },
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await findStoryDialog(t('share.title'));
    await dialog.findByRole('checkbox', { name: 'Pekka Nouto (pekka@esimerkki.fi)' });
    await userEvent.click(dialog.getByRole('button', { name: t('share.submit') }));
    // spec 2 §8: the response data in red, and the dialog stays open
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(t('share.sendFailed'));
    await expect(alert).toHaveTextContent('Sähköpostiosoitteita on liikaa.');
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        transportContacts: [
          typedResponse('get', '/transports/company/{id}/get_contacts/', 404, { detail: 'Ei löytynyt.' }),
        ],
      },
    },
  },
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await findStoryDialog(t('share.title'));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(t('share.loadFailed'));
    await expect(alert).toHaveTextContent('Ei löytynyt.');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { transportContacts: [pendingGet('/transports/company/{id}/get_contacts/')] } } },
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await findStoryDialog(t('share.title'));
    await expect(dialog.getByText(t('common.loading'))).toBeInTheDocument();
    // nothing to share before the addresses are known
    await expect(dialog.getByRole('button', { name: t('share.submit') })).toBeDisabled();
  },
};

export const CopyLink: Story = {
  play: async ({ globals }) => {
    const t = storyText(globals);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      const dialog = await findStoryDialog(t('share.title'));
      await userEvent.click(await dialog.findByRole('button', { name: t('share.copyLink') }));
      await expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}/shared/transport/101?token=jaettu-tunniste`,
      );
      await expect(await dialog.findByRole('button', { name: t('share.copied') })).toBeVisible();
    } finally {
      writeText.mockRestore();
    }
  },
};

export const CopyLinkRefused: Story = {
  play: async ({ globals }) => {
    const t = storyText(globals);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    try {
      const dialog = await findStoryDialog(t('share.title'));
      await userEvent.click(await dialog.findByRole('button', { name: t('share.copyLink') }));
      await expect(await dialog.findByRole('button', { name: t('share.copyFailed') })).toBeVisible();
    } finally {
      writeText.mockRestore();
    }
  },
};
