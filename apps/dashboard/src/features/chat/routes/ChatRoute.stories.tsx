import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '@siirto/api-client/schema';
import { paths } from '../../../config/paths';
import { apiUrl, typedGet, typedResponse } from '../../../mocks/api';
import { me, status } from '../../../mocks/fixtures';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import ChatRoute from './ChatRoute';
import { screenLoad } from '../../../mocks/screen-load';

type Group = components['schemas']['ChatGroup'];
type Message = components['schemas']['Message'];

/** A toast shows once the toaster's code has loaded (it loads at the first interaction or toast). */
const toastShown = (text: string) =>
  waitFor(() => expect(within(document.body).getAllByText(text)[0]).toBeVisible(), screenLoad);
const self = { id: me.id, first_name: me.first_name, last_name: me.last_name, full_name: me.full_name };
const driver = { id: 41, first_name: 'Jari', last_name: 'Salonen', full_name: 'Jari Salonen' };
const colleague = { id: 42, first_name: 'Liisa', last_name: 'Virtanen', full_name: 'Liisa Virtanen' };

const group = (id: number, overrides: Partial<Group> = {}): Group => ({
  id,
  name: `Ryhmä ${String(id)}`,
  description: null,
  chat_type: 'customer',
  customer: null,
  members: [
    { id: 1, user: self, role: 'admin' },
    { id: 2, user: driver, role: 'member' },
  ],
  group_image: null,
  unread_count: 0,
  latest_message_at: '2026-11-25T09:00:00Z',
  is_pinned: false,
  transport_transporting: null,
  sequence: 0,
  ...overrides,
});

const groups: Group[] = [
  group(1, {
    name: 'Autotalo Laine Oy',
    customer: { id: 5, name: 'Autotalo Laine Oy' },
    members: [
      { id: 1, user: self, role: 'admin' },
      { id: 2, user: driver, role: 'member' },
      { id: 3, user: colleague, role: 'moderator' },
    ],
    unread_count: 2,
    latest_message_at: '2026-11-25T10:00:00Z',
    transport_transporting: { id: 101, vehicle: 'ABC-123 Toyota Corolla' },
  }),
  group(2, { name: 'Kuljettajat', chat_type: 'group', is_pinned: true, latest_message_at: '2026-11-20T08:00:00Z' }),
  group(3, { name: 'Siirto Palvelut Oy', customer: { id: 6, name: 'Siirto Palvelut Oy' } }),
];

let sequence = 0;
const message = (minute: number, sender: typeof self, content: string, overrides: Partial<Message> = {}): Message => {
  sequence += 1;
  return {
    id: 500 + sequence,
    sequence,
    client_id: null,
    chat_group_id: 1,
    content,
    created_at: new Date(Date.UTC(2026, 10, 25, 8, 0) + minute * 60_000).toISOString(),
    sender,
    sender_role: sender.id === driver.id ? 'member' : 'admin',
    attachments: [],
    ...overrides,
  };
};

const history: Message[] = [
  message(0, driver, '<p>Hei! Olen noutopaikalla noin klo 8.</p>'),
  message(2, driver, '<p>Avaimet ovat kuulemma huoltotiskillä?</p>'),
  message(4, self, '<p>Kyllä, kysy asiakaspalvelusta. Rekisterinumero <strong>ABC-123</strong>.</p>'),
  message(30, driver, '<p>Rahtikirja ja kuva vauriosta liitteenä.</p>', {
    attachments: [
      {
        id: 1,
        file_name: 'rahtikirja.pdf',
        file_url: '/media/chat/rahtikirja.pdf',
        file_type: 'application/pdf',
        file_size: 153_600,
      },
      {
        id: 2,
        // a 1×1 png: the preview draws without a server
        file_name: 'vaurio.png',
        file_url:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        file_type: 'image/png',
        file_size: 2_048,
      },
    ],
  }),
  message(
    31,
    driver,
    '<p>Ajoneuvonkuljetusyhteistyösopimuksen mukainen luovutuspöytäkirja on allekirjoitettu ja toimitettu vastaanottajalle.</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">linkki</a>',
  ),
];

const newestFirst = (messages: Message[]) => [...messages].sort((a, b) => b.sequence - a.sequence);

const chatHandlers = (messages: Message[] = history) => ({
  status: [typedGet('/admin_data/status/', { ...status, WEBSOCKET: 0 })],
  chatGroups: [typedGet('/chat/v1/groups/', { count: groups.length, results: groups })],
  chatGroup: [
    typedGet('/api/chat/groups/{id}/', ({ url }) => groups.find((g) => url.endsWith(`/${g.id}/`)) ?? groups[0]!),
  ],
  chatMessages: [
    typedGet('/chat/v1/groups/{id}/messages/', (request) => {
      const query = new URL(request.url).searchParams;
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 21);
      return {
        count: messages.length,
        sequence: messages.length,
        results: newestFirst(messages).slice(offset, offset + limit),
      };
    }),
  ],
  customers: [
    typedGet(
      '/api/customers/',
      [
        { id: 5, name: 'Autotalo Laine Oy' },
        { id: 6, name: 'Siirto Palvelut Oy' },
      ].map((customer) => ({
        ...customer,
        business_id: null,
        email: null,
        phone: null,
        created: '2026-09-01T08:00:00Z',
        open_transports_count: 0,
        latest_chat: null,
      })),
    ),
  ],
});

const meta = {
  title: 'Screens/Chat',
  component: ChatRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'padded',
    route: { path: paths.dashboard.chat.path, url: `${paths.dashboard.chat.href()}?group=1` },
    msw: { handlers: { ...sessionHandlers, ...chatHandlers() } },
  },
} satisfies Meta<typeof ChatRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MessageView: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const thread = await canvas.findByRole(
      'region',
      { name: t('chat.room.messages', { name: 'Autotalo Laine Oy' }) },
      screenLoad,
    );
    // incoming in groups of 5 minutes with the sender's name; own on the other side; only own deletable
    await waitFor(() => expect(within(thread).getAllByText('Jari Salonen')).toHaveLength(2));
    const groupsShown = within(thread)
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-group-size'));
    await expect(groupsShown.map((item) => item.getAttribute('data-group-size'))).toEqual(['2', '1', '2']);
    // the delete button names its message (its visible label is just Poista)
    const deletes = within(thread).getAllByRole('button', {
      name: (name) => name.startsWith(t('chat.message.delete')),
    });
    await expect(deletes).toHaveLength(1);
    await expect(deletes[0]).toHaveAccessibleName(
      t('chat.message.deleteNamed', { text: 'Kyllä, kysy asiakaspalvelusta. Rekisterinumero ABC-123…' }),
    );
    await expect(deletes[0]).toHaveTextContent(t('chat.message.delete'));
    // attachments with type and size in KB, an image preview
    await expect(within(thread).getByRole('link', { name: 'rahtikirja.pdf (application/pdf, 150 KB)' })).toBeVisible();
    await expect(within(thread).getByRole('img', { name: 'vaurio.png' })).toBeVisible();
    // the XSS corpus is inert: no script ran, no handler or javascript: link survived
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
    await expect(thread.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    // the history is not a live region
    await expect(thread.closest('[aria-live]')).toBeNull();
  },
};

export const GroupList: Story = {
  parameters: { route: { path: paths.dashboard.chat.path, url: paths.dashboard.chat.href() } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const nav = await canvas.findByRole('navigation', { name: t('chat.groups.label') }, screenLoad);
    const links = await within(nav).findAllByRole('link');
    // pinned first, then the latest message
    await expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Kuljettajat'),
      expect.stringContaining('Autotalo Laine Oy'),
      expect.stringContaining('Siirto Palvelut Oy'),
    ]);
    await expect(within(nav).getByText(t('chat.groups.unread', { count: 2 }))).toBeVisible();
    await expect(
      within(nav).getByText(t('chat.groups.transport', { id: 101, vehicle: 'ABC-123 Toyota Corolla' })),
    ).toBeVisible();
    await userEvent.type(within(nav).getByRole('searchbox', { name: t('chat.groups.search') }), 'abc-123');
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(1));
  },
};

export const SendAndFailedSend: Story = {
  parameters: {
    msw: {
      handlers: {
        ...sessionHandlers,
        ...chatHandlers(),
        post: [
          http.post(apiUrl('/chat/v1/groups/{id}/messages/'), () =>
            HttpResponse.json({ detail: 'down' }, { status: 503 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const field = await canvas.findByRole('textbox', { name: t('chat.composer.message') }, screenLoad);
    const send = canvas.getByRole('button', { name: t('chat.composer.send') });
    await expect(send).toBeDisabled();
    await userEvent.type(field, 'Olen perillä 10 minuutin päästä{Enter}');
    await expect(await canvas.findByText(t('chat.message.failed'), {}, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('chat.message.retry') })).toBeVisible();
    await toastShown(t('chat.toast.sendFailed'));
  },
};

export const WrongAttachmentType: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole('textbox', { name: t('chat.composer.message') }, screenLoad);
    const input = canvas.getByTestId('chat-composer-file');
    await userEvent.upload(input, new File(['MZ'], 'ohjelma.exe', { type: 'application/x-msdownload' }), {
      applyAccept: false,
    });
    await toastShown(t('chat.toast.sendFailed'));
    await expect(canvas.queryByRole('list', { name: t('chat.composer.files') })).toBeNull();
  },
};

export const NewCustomerChatNeedsCustomer: Story = {
  parameters: {
    route: { path: paths.dashboard.chat.path, url: paths.dashboard.chat.href() },
    msw: {
      handlers: {
        ...sessionHandlers,
        ...chatHandlers(),
        create: [typedResponse('post', '/api/chat/groups/', 201, group(9, { name: 'Uusi asiakas' }))],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('chat.groups.new') }, screenLoad));
    const dialog = await within(document.body).findByRole('dialog', { name: t('chat.new.title') });
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('chat.new.name') }), 'Uusi asiakas');
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat.new.create') }));
    // the field's error and the toast (spec 2 §8)
    await waitFor(() => expect(within(dialog).getByText(t('validation.chooseCustomer'))).toBeVisible(), screenLoad);
    await waitFor(
      () =>
        expect(
          within(document.body)
            .getAllByText(t('chat.toast.chooseCustomer'))
            .some((element) => element.closest('[data-scope="toast"]')),
        ).toBe(true),
      screenLoad,
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
