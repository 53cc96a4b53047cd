import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../theme/fonts';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
import { Button } from '../Button/Button';
import { ChatComposer } from '../ChatComposer/ChatComposer';
import { ChatThread, chatThreadEdgePx, type ChatThreadMessage } from './ChatMessage';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 8, 0) + minutes * 60_000);
const msg = (
  id: string,
  sender: 'driver' | 'me',
  minutes: number,
  text: ChatThreadMessage['text'],
  extra: Partial<ChatThreadMessage> = {},
) => ({
  id,
  senderId: sender,
  senderName: sender === 'driver' ? 'Jari Salonen' : 'Maija Meikäläinen',
  sentAt: at(minutes),
  time: `25.11.2026 ${String(10 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  text,
  deletable: sender === 'me',
  ...extra,
});

const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const messages: ChatThreadMessage[] = [
  msg('1', 'driver', 0, 'Hei! Olen noutopaikalla noin klo 8.'),
  msg('2', 'driver', 3, 'Avaimet ovat kuulemma huoltotiskillä?'),
  msg('3', 'me', 5, 'Kyllä, kysy asiakaspalvelusta. Rekisterinumero ABC-123.'),
  msg(
    '4',
    'driver',
    30,
    <>
      <span>Rahtikirja ja kuva vauriosta liitteenä.</span>
      <a href="#rahtikirja" style={{ color: 'inherit' }}>
        rahtikirja.pdf (application/pdf, 150 KB)
      </a>
      <img src={pixel} alt="vaurio.png" style={{ width: 96, height: 64 }} />
    </>,
  ),
  msg(
    '5',
    'driver',
    31,
    'Ajoneuvonkuljetusyhteistyösopimuksen mukainen luovutuspöytäkirja on allekirjoitettu ja toimitettu vastaanottajalle.',
  ),
  msg('6', 'me', 40, 'Olen perillä 10 minuutin päästä.', {
    deletable: false,
    status: 'Lähetys epäonnistui',
    failed: true,
    actions: (
      <>
        <Button size="small" tone="secondary">
          Yritä uudelleen
        </Button>
        <Button size="small" tone="secondary">
          Hylkää
        </Button>
      </>
    ),
  }),
];

function Chat() {
  return (
    <div data-testid="frame" style={{ display: 'grid', gap: 12, padding: 12, maxWidth: 720 }}>
      <ChatThread
        messages={messages}
        isOwn={(m) => m.senderId === 'me'}
        label="Viestit"
        groupWindowMs={300_000}
        deleteLabel="Poista"
        onDelete={() => undefined}
        height="520px"
      />
      <ChatComposer
        labels={{
          message: 'Viesti',
          placeholder: 'Kirjoita viesti',
          hint: 'Enter lähettää, Shift+Enter aloittaa uuden rivin',
          send: 'Lähetä',
          attach: 'Liitä tiedosto',
          removeFile: (name) => `Poista ${name}`,
          files: 'Liitteet',
        }}
        canSend={(text, count) => text.trim() !== '' || count > 0}
        onSend={() => undefined}
      />
    </div>
  );
}

const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) =>
    msg(
      String(from + index),
      (from + index) % 3 === 0 ? 'me' : 'driver',
      (from + index) * 7,
      `Viesti ${String(from + index)}`,
    ),
  );

/** A scroll area that prepends an older page when the reader reaches its top; the delete handler is new each render. */
function LongThread() {
  const [shown, setShown] = useState(() => numbered(100, 139));
  const [deleted, setDeleted] = useState('');
  return (
    <ThemeRoot theme="light">
      <ChatThread
        messages={shown}
        isOwn={(message) => message.senderId === 'me'}
        label="Viestit"
        groupWindowMs={300_000}
        deleteLabel="Poista"
        onDelete={(message) => setDeleted(message.id)}
        height="300px"
        onReachTop={() => setShown((current) => [...numbered(70, 99), ...current])}
      />
      <output>{deleted ? `Poistettu ${deleted}` : ''}</output>
    </ThemeRoot>
  );
}

/**
 * The pointer stays where the previous test in this browser left it; over the composer it paints the hover
 * border (a fresh clone's first run caught that). Park it on the frame's empty top-left corner first.
 */
async function parkPointer(frame: ReturnType<typeof page.getByTestId>) {
  await userEvent.hover(frame, { position: { x: 1, y: 1 } });
}

/** Waits until the scroll area's position has stayed the same for two frames (rows measured, view moved with them). */
async function settled(region: HTMLElement) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await expect
    .poll(async () => {
      const top = region.scrollTop;
      await frame();
      await frame();
      return region.scrollTop === top;
    })
    .toBe(true);
}

/**
 * The thread scrolls to its newest message in the frame after it renders, and again while rows are measured: a
 * test that scrolls before that has settled has its scroll undone. Waits until the view has stayed at the bottom
 * for two frames.
 */
async function settledAtBottom(region: HTMLElement) {
  const distance = () => region.scrollHeight - region.scrollTop - region.clientHeight;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await expect
    .poll(async () => {
      if (distance() >= 2) return false;
      await frame();
      await frame();
      return distance() < 2;
    })
    .toBe(true);
}

const screenshot = {
  comparatorName: 'pixelmatch' as const,
  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
};

describe('ChatThread and ChatComposer', () => {
  for (const theme of themeNames) {
    it(`paints incoming, own, grouped, attachments, a failed send, long Finnish words and the composer (${theme})`, async () => {
      await page.viewport(1280, 800);
      const screen = await render(
        <ThemeRoot theme={theme}>
          <Chat />
        </ThemeRoot>,
      );
      await expect.element(screen.getByRole('img', { name: 'vaurio.png' })).toBeVisible();
      await parkPointer(screen.getByTestId('frame'));
      await expect(screen.getByTestId('frame')).toMatchScreenshot(`chat-${theme}`, screenshot);
    });
  }

  it('fits a phone (375 px)', async () => {
    await page.viewport(375, 800);
    const screen = await render(
      <ThemeRoot theme="light">
        <Chat />
      </ThemeRoot>,
    );
    const frame = screen.getByTestId('frame').element();
    expect(frame.scrollWidth).toBeLessThanOrEqual(375);
    await parkPointer(screen.getByTestId('frame'));
    await expect(screen.getByTestId('frame')).toMatchScreenshot('chat-phone', screenshot);
  });

  it('keeps the view still when an older page is prepended, and deletes the chosen message', async () => {
    await page.viewport(1280, 800);
    const screen = await render(<LongThread />);
    const region = screen.getByRole('region', { name: 'Viestit' }).element() as HTMLElement;
    await expect.element(screen.getByText('Viesti 139')).toBeVisible();
    await settledAtBottom(region);
    // Near the top, where the oldest rows render at their estimated heights: once the browser has measured them
    // (the view moves with the rows above it) the view is still, as after a reader's own scrolling.
    region.scrollTop = 200;
    await settled(region);
    const offset = region.scrollTop;
    expect(offset).toBeGreaterThan(chatThreadEdgePx);
    const before = screen.getByText('Viesti 100').element().getBoundingClientRect().top;
    region.scrollTop = 0;
    // the 30 older messages are above it now (only the rows near the view are rendered)
    const row = () => screen.getByText('Viesti 100').element().closest('li') as HTMLElement;
    await expect.poll(() => row().getAttribute('aria-posinset')).toBe('31');
    expect(row().getAttribute('aria-setsize')).toBe('70');
    // where it was at the top of the scroll area: the prepended page did not move it
    expect(
      Math.abs(screen.getByText('Viesti 100').element().getBoundingClientRect().top - (before + offset)),
    ).toBeLessThanOrEqual(1);
    expect(region.scrollTop).toBeGreaterThan(300);
    expect(region.querySelectorAll('li').length).toBeLessThan(40);
    const bubble = screen.getByText('Viesti 99').element().closest('[data-direction]') as HTMLElement;
    bubble.scrollIntoView();
    await page.elementLocator(bubble).getByRole('button', { name: 'Poista' }).click();
    await expect.element(screen.getByText('Poistettu 99')).toBeVisible();
    // the oldest message is reachable by scrolling to the top
    region.scrollTop = 0;
    await expect.element(screen.getByText('Viesti 70')).toBeVisible();
  });

  it('renders only the rows near the view of a long history, keeps the focused row, and follows new messages at the bottom only', async () => {
    await page.viewport(1280, 800);
    function Thousand() {
      const [shown, setShown] = useState(() => numbered(1, 1000));
      return (
        <ThemeRoot theme="light">
          <ChatThread
            messages={shown}
            isOwn={(message) => message.senderId === 'me'}
            label="Viestit"
            groupWindowMs={300_000}
            deleteLabel="Poista"
            onDelete={() => undefined}
            height="300px"
          />
          <button
            type="button"
            onClick={() =>
              setShown((current) => [
                ...current,
                msg(
                  String(current.length + 1),
                  'driver',
                  (current.length + 1) * 7,
                  `Viesti ${String(current.length + 1)}`,
                ),
              ])
            }
          >
            Uusi
          </button>
        </ThemeRoot>
      );
    }
    const screen = await render(<Thousand />);
    const region = screen.getByRole('region', { name: 'Viestit' }).element() as HTMLElement;
    await expect.element(screen.getByText('Viesti 1000')).toBeVisible();
    await settledAtBottom(region);
    expect(region.querySelectorAll('li').length).toBeLessThan(30);
    // the newest row says where it is in the whole history
    expect(screen.getByText('Viesti 1000').element().closest('li')?.getAttribute('aria-posinset')).toBe('1000');
    // focus stays on a delete button while its row scrolls far out of view
    const button = page
      .elementLocator(screen.getByText('Viesti 999').element().closest('li') as HTMLElement)
      .getByRole('button', { name: 'Poista' });
    (button.element() as HTMLElement).focus();
    region.scrollTop = 0;
    await expect.element(screen.getByText('Viesti 1', { exact: true })).toBeVisible();
    expect(document.activeElement).toBe(button.element());
    expect(document.activeElement?.isConnected).toBe(true);
    // a new message while the reader is at the top leaves the view alone
    await screen.getByRole('button', { name: 'Uusi' }).click();
    await expect.element(screen.getByText('Viesti 1', { exact: true })).toBeVisible();
    expect(region.scrollTop).toBeLessThan(50);
    // back at the bottom, the next new message is followed
    region.scrollTop = region.scrollHeight;
    await expect.element(screen.getByText('Viesti 1001')).toBeVisible();
    await screen.getByRole('button', { name: 'Uusi' }).click();
    await expect.element(screen.getByText('Viesti 1002')).toBeVisible();
    await expect.poll(() => region.scrollHeight - region.scrollTop - region.clientHeight).toBeLessThan(2);
  });
});
