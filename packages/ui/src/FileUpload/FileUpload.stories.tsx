import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './FileUpload';

const png = (bytes: number, name = 'auto.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  parameters: {
    docs: {
      description: {
        component:
          'Pick or drop files (Ark FileUpload). `accept` (MIME types), `maxSize` (bytes) and `maxFiles` limit what is kept; a rejected file shows the matching text from `messages`. Every text comes by props.',
      },
    },
  },
  args: {
    label: 'Profiilikuva',
    description: 'PNG tai JPG, enintään 3 MB',
    name: 'profile_picture',
    accept: ['image/png', 'image/jpeg'],
    maxSize: 3_000_000,
    messages: {
      invalidType: 'File type not allowed. Type must be .png or .jpg',
      tooLarge: 'File too large, max size are 3 MB',
    },
    dropzoneText: 'Raahaa kuva tähän',
    triggerLabel: 'Valitse tiedosto',
    formatSize: (bytes) => `${String(Math.max(1, Math.round(bytes / 1000)))} KB`,
    deleteLabel: (file) => `Poista ${file.name}`,
    onFilesChange: fn(),
  },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Valitse tiedosto' })).toHaveFocus();
    await userEvent.upload(fileInput(canvasElement), png(120_000));
    await expect(await canvas.findByText('auto.png')).toBeVisible();
    await expect(canvas.getByText('120 KB')).toBeVisible();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([expect.any(File)]);
    await userEvent.click(canvas.getByRole('button', { name: 'Poista auto.png' }));
    await waitFor(() => expect(canvas.queryByText('auto.png')).not.toBeInTheDocument());
  },
};

export const RejectsWrongTypeAndSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png(3_500_000, 'iso.png'));
    await expect(await canvas.findByText('File too large, max size are 3 MB')).toBeVisible();
    // nothing was kept before and nothing is kept now: the accepted files did not change
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    const pdf = new File(['%PDF'], 'sopimus.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), pdf, { applyAccept: false });
    await expect(await canvas.findByText('File type not allowed. Type must be .png or .jpg')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Valitse tiedosto' })).toHaveAccessibleDescription(
      expect.stringContaining('File type not allowed'),
    );
  },
};

export const GoodFileAfterARejectedOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const gif = new File(['GIF89a'], 'kuva.gif', { type: 'image/gif' });
    await userEvent.upload(fileInput(canvasElement), gif, { applyAccept: false });
    await expect(await canvas.findByText('File type not allowed. Type must be .png or .jpg')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), png(2_000, 'kuva.png'));
    await expect(await canvas.findByText('kuva.png')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('File type not allowed. Type must be .png or .jpg')).toBeNull());
    // the good file is kept: the last report holds it
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'kuva.png' })]);
    await expect(canvas.getByText('kuva.png')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { error: 'Tuntematon virhe. Yritä myöhemmin uudelleen tai ota yhteys tukeen.' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Valitse tiedosto' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { dropzoneText: 'Raahaa ajoneuvonsiirtotilausvahvistuksen liitteet tähän' },
  globals: { viewport: { value: 'mobile' } },
};
