import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormErrorSummary } from './FormErrorSummary';

const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    title: 'Tarkista lomakkeen virheet',
    errors: [
      { targetId: 'pickup', message: 'Nouto: Kenttä on pakollinen' },
      { targetId: 'destination-time', message: 'Luovutus ajan tulee olla noutoajan jälkeen' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FormErrorSummary {...args} />
      <fieldset id="pickup">
        <legend>Nouto</legend>
        <label>
          Paikka <input name="pickup_name" />
        </label>
      </fieldset>
      <div style={{ height: 400 }} />
      <label htmlFor="destination-time">Perillä viimeistään</label>
      <input id="destination-time" />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Summarises a form’s errors at the top. Each error links to the section or field by its `targetId`; activating the link focuses the first field there (or the section itself) and scrolls it into view. The summary takes focus and scrolls into view when it appears (`focusOnShow`), or each time `focusRequest` changes (a form whose errors change as the user types moves focus only on a refused submit), and is announced as an alert. Renders nothing when `errors` is empty.',
      },
    },
  },
} satisfies Meta<typeof FormErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Nouto: Kenttä on pakollinen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Paikka' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: /Luovutus ajan/ }));
    await expect(canvas.getByLabelText('Perillä viimeistään')).toHaveFocus();
  },
};

export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const LongFinnishWordsMobile: Story = {
  args: {
    description: 'Lomakkeella on virheitä. Korjaa ne ennen julkaisua.',
    errors: [{ targetId: 'pickup', message: 'Arvioitu ajoaika ei riitä. Aseta perillä viimeistään myöhemmäksi.' }],
  },
  globals: { viewport: { value: 'mobile' } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
