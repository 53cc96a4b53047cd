import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatComposer } from './ChatComposer';

const onSend = fn();
const onRejectFiles = fn();

const meta = {
  title: 'Forms/ChatComposer',
  component: ChatComposer,
  args: {
    labels: {
      message: 'Viesti',
      placeholder: 'Kirjoita viesti',
      hint: 'Enter lähettää, Shift+Enter aloittaa uuden rivin',
      send: 'Lähetä',
      attach: 'Liitä tiedosto',
      removeFile: (name: string) => `Poista ${name}`,
      files: 'Liitteet',
    },
    canSend: (text: string, count: number) => text.trim() !== '' || count > 0,
    acceptFile: (file: File) => /\.(png|jpe?g|pdf)$/i.test(file.name),
    accept: '.png,.jpg,.jpeg,.pdf',
    formatSize: (bytes: number) => `${String(Math.max(1, Math.round(bytes / 1024)))} KB`,
    onSend,
    onRejectFiles,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Writes a chat message: Enter sends, Shift+Enter starts a new line; attachments are picked with the attach button and listed with their size and a remove button. `canSend` and `acceptFile` come from the app (a message needs text or a file; the allowed types); refused files go to `onRejectFiles`. Texts arrive in `labels`.',
      },
    },
  },
} satisfies Meta<typeof ChatComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Lähetä' });
    await expect(send).toBeDisabled();
    const field = canvas.getByRole('textbox', { name: 'Viesti' });
    await userEvent.type(field, 'Ensimmäinen rivi{Shift>}{Enter}{/Shift}toinen rivi{Enter}');
    await expect(onSend).toHaveBeenCalledWith({ text: 'Ensimmäinen rivi\ntoinen rivi', files: [] });
    await expect(field).toHaveValue('');
  },
};

export const Attachments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(
      input,
      [
        new File([new Uint8Array(2048)], 'rahtikirja.pdf', { type: 'application/pdf' }),
        new File(['MZ'], 'ohjelma.exe', { type: 'application/x-msdownload' }),
      ],
      { applyAccept: false },
    );
    const files = canvas.getByRole('list', { name: 'Liitteet' });
    await expect(within(files).getByText('rahtikirja.pdf (2 KB)')).toBeVisible();
    await expect(onRejectFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'ohjelma.exe' })]);
    // a file alone is a message
    await userEvent.click(canvas.getByRole('button', { name: 'Lähetä' }));
    await expect(onSend).toHaveBeenCalledWith({
      text: '',
      files: [expect.objectContaining({ name: 'rahtikirja.pdf' })],
    });
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Liitteet' })).toBeNull());
    // the emptied composer disables Lähetä: the focus is in the field for the next message, not lost to the page
    await expect(canvas.getByRole('textbox', { name: 'Viesti' })).toHaveFocus();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
