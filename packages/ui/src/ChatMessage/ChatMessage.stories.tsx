import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatThread, type ChatThreadMessage } from './ChatMessage';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 12, 0) + minutes * 60_000);
/**
 * The time text the app would pass for `at(minutes)`: ui gets times preformatted (the app formats them in Finnish
 * time with the domain's formatDateTime), so the fixture is a plain clock text from 14:00, not a time zone rule.
 */
const hhmm = (minutes: number) => {
  const clock = 14 * 60 + minutes;
  return `${String(Math.floor(clock / 60)).padStart(2, '0')}:${String(clock % 60).padStart(2, '0')}`;
};
const msg = (
  id: string,
  senderId: string,
  senderName: string,
  minutes: number,
  text: string,
  deletable = false,
): ChatThreadMessage => ({
  id,
  senderId,
  senderName,
  sentAt: at(minutes),
  time: hhmm(minutes),
  text,
  deletable,
});

const messages = [
  msg('1', 'driver', 'Matti Meikäläinen', 0, 'Hei! Olen noutopaikalla noin klo 8.'),
  msg('2', 'driver', 'Matti Meikäläinen', 2, 'Avaimet ovat kuulemma huoltotiskillä?'),
  msg('3', 'me', 'Liisa Virtanen', 4, 'Kyllä, kysy asiakaspalvelusta.', true),
  msg('4', 'me', 'Liisa Virtanen', 5, 'Rekisterinumero ABC-123.', true),
  msg('5', 'driver', 'Matti Meikäläinen', 30, 'Auto noudettu, lähden ajamaan Tampereelle.'),
];

const onDelete = fn();

const meta = {
  title: 'Data display/ChatMessage',
  component: ChatThread<ChatThreadMessage>,
  args: {
    messages,
    isOwn: (m: ChatThreadMessage) => m.senderId === 'me',
    label: 'Viestit',
    deleteLabel: 'Poista',
    onDelete,
    groupWindowMs: 300_000,
  },
  parameters: {
    docs: {
      description: {
        component:
          '`ChatThread` lists messages (oldest first) in groups: consecutive messages from one sender within `groupWindowMs` (the app’s rule, given as a prop; the domain’s is 5 minutes, 300,000 ms) share one avatar and name. `isOwn` decides the side (members’ messages are incoming). `showSenders` shows avatars and names on incoming groups (group chats). Messages with `deletable` offer `deleteLabel`. With `height` the thread becomes its own scroll area (a region, not a live region: the app announces new messages itself; `onAtBottomChange` and `newMessagesLabel` give it the "N new messages" button): it stays at the newest message, keeps the reading position when older messages are prepended, and calls `onReachTop` once per oldest message when scrolled to the top (`loadingOlder` shows `loadingOlderLabel` over the top, without moving the messages). The scroll area renders only the messages near the view (one measured row per message, `@tanstack/react-virtual`; each row has `aria-posinset` and `aria-setsize`), follows new messages while the reader is at the bottom and always after the reader’s own, and keeps the focused row rendered when it scrolls out of view. `ChatMessage` is the single bubble; times arrive preformatted.',
      },
    },
  },
} satisfies Meta<typeof ChatThread<ChatThreadMessage>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Viestit' });
    const groups = within(list).getAllByRole('listitem');
    await expect(groups.map((g) => g.getAttribute('data-group-size'))).toEqual(['2', '2', '1']);
    await expect(canvas.getAllByText('Matti Meikäläinen')).toHaveLength(2);
    const deletes = canvas.getAllByRole('button', { name: 'Poista' });
    await expect(deletes).toHaveLength(2);
    deletes[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '3' }));
  },
};

export const OneToOneWithoutSenders: Story = { args: { showSenders: false } };

export const Empty: Story = { args: { messages: [] } };

export const LongFinnishWordsMobile: Story = {
  args: {
    messages: [
      msg(
        '1',
        'driver',
        'Matti Meikäläinen',
        0,
        'Ajoneuvonkuljetusyhteistyösopimuksen mukainen luovutuspöytäkirja on allekirjoitettu.',
      ),
      msg('2', 'me', 'Liisa Virtanen', 1, 'Kiitos! Kuljetustilausvahvistus lähetetty.', true),
    ],
  },
  globals: { viewport: { value: 'mobile' } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

const older = Array.from({ length: 12 }, (_, i) =>
  msg(
    `old-${i}`,
    i % 3 ? 'driver' : 'me',
    i % 3 ? 'Matti Meikäläinen' : 'Liisa Virtanen',
    -200 + i * 10,
    `Aiempi viesti ${i + 1}`,
  ),
);

function Scrolling() {
  const [items, setItems] = useState(messages);
  const [loading, setLoading] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 640 }}>
      <ChatThread
        messages={items}
        isOwn={(m) => m.senderId === 'me'}
        label="Viestit"
        groupWindowMs={300_000}
        height="260px"
        loadingOlder={loading}
        loadingOlderLabel="Ladataan vanhempia viestejä"
        onReachTop={() => {
          if (items.length > messages.length) return;
          setLoading(true);
          setTimeout(() => {
            setItems((current) => [...older, ...current]);
            setLoading(false);
          }, 50);
        }}
      />
      <button
        type="button"
        onClick={() =>
          setItems((current) => [
            ...current,
            msg(`new-${current.length}`, 'me', 'Liisa Virtanen', 40 + current.length, 'Uusi viesti'),
          ])
        }
      >
        Lähetä
      </button>
    </div>
  );
}

export const ScrollAreaLoadsOlder: Story = {
  render: () => <Scrolling />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('region', { name: 'Viestit' });
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 2));
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    // the older page is above the view, which stays where it was (only rows near the view are rendered)
    await waitFor(() => expect(canvas.getByText('Aiempi viesti 12')).toBeInTheDocument());
    await expect(log.scrollTop).toBeGreaterThan(0);
    log.scrollTop = 0;
    await waitFor(() => expect(canvas.getByText('Aiempi viesti 1')).toBeInTheDocument());
    log.scrollTop = log.scrollHeight;
    log.dispatchEvent(new Event('scroll'));
    await userEvent.click(canvas.getByRole('button', { name: 'Lähetä' }));
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 2));
  },
};
