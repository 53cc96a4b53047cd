import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { createToaster, toastTones } from './createToaster';
import { Toaster } from './Toaster';

const toaster = createToaster();
const onRetry = fn();

function Demo() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', minHeight: 320 }}>
      <Button onClick={() => toaster.positive({ title: 'Tallennettu', description: 'Siirto 10234 päivitettiin.' })}>
        Onnistui
      </Button>
      <Button
        tone="secondary"
        onClick={() =>
          toaster.critical({
            title: 'Virhe',
            description: 'Viestin lähetys epäonnistui',
            action: { label: 'Yritä uudelleen', onClick: onRetry },
            duration: Infinity,
          })
        }
      >
        Virhe
      </Button>
      <Button
        tone="secondary"
        onClick={() => toaster.info({ title: 'Uusi versio 2.1.13 saatavilla', duration: 'long' })}
      >
        Versioilmoitus (15 s)
      </Button>
      <Toaster toaster={toaster} closeLabel="Sulje ilmoitus" label="Ilmoitukset" />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  args: { closeLabel: 'Sulje ilmoitus', toaster },
  render: () => <Demo />,
  parameters: {
    docs: {
      description: {
        component:
          'Toast notifications on Ark UI Toast. Render `<Toaster closeLabel=… />` once inside the ThemeRoot and call the app-wide `toast.positive({ title, description })` (also `info`, `caution`, `critical`, `create({ tone })`), or make your own store with `createToaster()`. Toasts auto-dismiss after 7 s (`duration: "long"` = 15 s for the version notice; a number or `Infinity` also works), pause while hovered or focused, and are announced through a live region. Tones: ' +
          toastTones.join(', ') +
          '.',
      },
    },
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Onnistui' }));
    await expect(await canvas.findByText('Siirto 10234 päivitettiin.')).toBeInTheDocument();
    toaster.dismiss();
    await waitFor(() => expect(canvas.queryByText('Siirto 10234 päivitettiin.')).toBeNull(), { timeout: 3000 });
  },
};

export const ErrorWithActionAndKeyboardClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Virhe' }));
    const description = await canvas.findByText('Viestin lähetys epäonnistui');
    const item = description.closest('[data-tone]');
    await expect(item).toHaveAttribute('data-tone', 'critical');
    const retry = await canvas.findByRole('button', { name: 'Yritä uudelleen' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalled();
    toaster.critical({ title: 'Virhe', description: 'Toinen virhe', duration: Infinity });
    const close = (await canvas.findAllByRole('button', { name: 'Sulje ilmoitus' }))[0]!;
    close.focus();
    await userEvent.keyboard('{Enter}');
    toaster.dismiss();
    await waitFor(() => expect(canvas.queryAllByRole('button', { name: 'Sulje ilmoitus' })).toHaveLength(0), {
      timeout: 3000,
    });
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Versioilmoitus (15 s)' }));
    const title = await canvas.findByText('Uusi versio 2.1.13 saatavilla');
    await waitFor(() => expect(title.closest('[data-tone]')!.getBoundingClientRect().width).toBeLessThanOrEqual(375));
    toaster.dismiss();
  },
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };
