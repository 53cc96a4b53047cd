import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Notice, noticeTones } from './Notice';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  args: {
    tone: 'info',
    title: 'Hinta on laskettava uudelleen',
    children: 'Muutit lomakkeen tietoja. Laske hinta ennen julkaisua.',
  },
  argTypes: { tone: { control: 'inline-radio', options: noticeTones } },
  parameters: {
    docs: {
      description: {
        component:
          'An inline message inside the page flow (not a toast). Pick a semantic `tone`; give `live="polite"` or `"assertive"` when the notice appears after a user action so screen readers announce it. `onDismiss` with `dismissLabel` adds a close button.',
      },
    },
  },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {noticeTones.map((tone) => (
        <Notice key={tone} {...args} tone={tone} title={`Sävy: ${tone}`} />
      ))}
    </div>
  ),
};

export const ErrorAlert: Story = {
  args: { tone: 'critical', title: 'Virheitä lomakkeella', children: 'Tarkista lomakkeen virheet.', live: 'assertive' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Virheitä lomakkeella');
  },
};

export const Dismissible: Story = {
  args: {
    tone: 'positive',
    title: 'Tallennettu',
    children: undefined,
    onDismiss: fn(),
    dismissLabel: 'Sulje ilmoitus',
    live: 'polite',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sulje ilmoitus' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const LongFinnishWords: Story = {
  args: {
    tone: 'caution',
    title: 'Toimipisteellä ei ole tallennettua sijaintia',
    children: 'Ajoneuvonkuljetusyhteistyösopimuksen liitteet päivitetään kuljetusyhtiökohtaisesti.',
  },
  globals: { viewport: { value: 'mobile' } },
};

export const DarkTheme: Story = { ...AllTones, globals: { theme: 'dark' } };
