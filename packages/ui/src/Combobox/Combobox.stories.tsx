import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox, type ComboboxOption } from './Combobox';

const brands: ComboboxOption[] = [
  { value: 'volvo', label: 'Volvo', description: 'Henkilö- ja kuorma-autot' },
  { value: 'volkswagen', label: 'Volkswagen' },
  { value: 'toyota', label: 'Toyota' },
  { value: 'tesla', label: 'Tesla' },
  { value: 'skoda', label: 'Škoda' },
];

const search = (query: string) =>
  new Promise<ComboboxOption[]>((resolve) =>
    setTimeout(() => resolve(brands.filter((b) => b.label.toLowerCase().startsWith(query.toLowerCase()))), 50),
  );

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  parameters: {
    docs: {
      description: {
        component:
          'Type to get suggestions (Ark Combobox). `loadOptions(query, signal)` comes from the app and is called `debounceMs` (300) after the last keystroke; stale requests are aborted. `loadingText`, `emptyText` and `errorText` are the states’ texts. Arrow keys and Enter choose, Escape closes.',
      },
    },
  },
  args: {
    label: 'Merkki',
    name: 'brand',
    placeholder: 'Kirjoita merkki',
    loadingText: 'Haetaan…',
    emptyText: 'Ei tuloksia',
    errorText: 'Haku epäonnistui',
    clearLabel: 'Tyhjennä',
    loadOptions: fn(search),
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 300, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Merkki' });
    await userEvent.type(input, 'vol');
    await canvas.findByRole('option', { name: /Volvo/ });
    // Debounced: one request for the whole word, not one per keystroke.
    await expect(args.loadOptions).toHaveBeenCalledTimes(1);
    await expect(args.loadOptions).toHaveBeenCalledWith('vol', expect.any(AbortSignal));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'volvo' }));
    await expect(input).toHaveValue('Volvo');
  },
};

export const Loading: Story = {
  args: { loadOptions: fn((_query: string) => new Promise<ComboboxOption[]>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'to');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Haetaan…');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'xyz');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Ei tuloksia'));
  },
};

export const Failed: Story = {
  args: { loadOptions: fn((_query: string) => Promise.reject<ComboboxOption[]>(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'to');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Haku epäonnistui'));
  },
};

export const WithValueAndError: Story = {
  args: { defaultValue: brands[0], error: 'Tarkista merkki' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Merkki' });
    await expect(input).toHaveValue('Volvo');
    await expect(input).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: brands[2] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { label: 'Ajoneuvonsiirtotilausvahvistuksen vastaanottaja' },
  globals: { viewport: { value: 'mobile' } },
};
