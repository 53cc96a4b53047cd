import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../Dialog/Dialog.tsx';
import { AddressField, type AddressSuggestion } from './AddressField.tsx';

interface Place extends AddressSuggestion {
  streetAddress: string;
  postalCode: string;
  country: string;
  coordinates: [number, number];
}

const places: Place[] = [
  {
    placeName: 'Mannerheimintie 1',
    streetAddress: 'Mannerheimintie 1',
    postalCode: '00100',
    city: 'Helsinki',
    country: 'FI',
    coordinates: [24.9414, 60.1699],
    fullAddress: 'Mannerheimintie 1, 00100 Helsinki, Finland',
  },
  {
    placeName: 'Mannerheimintie 10',
    streetAddress: 'Mannerheimintie 10',
    postalCode: '00100',
    city: 'Helsinki',
    country: 'FI',
    coordinates: [24.9392, 60.1702],
    fullAddress: 'Mannerheimintie 10, 00100 Helsinki, Finland',
  },
];
/** A place whose city the provider wrote differently (Swedish name): the city warning shows. */
const helsingfors: Place = {
  ...places[0],
  placeName: 'Mannerheimvägen 1',
  streetAddress: 'Mannerheimvägen 1',
  city: 'Helsinki',
  fullAddress: 'Mannerheimvägen 1, 00100 Helsingfors, Finland',
  postalCode: '00100',
  country: 'FI',
  coordinates: [24.9414, 60.1699],
};

const fakeSearch = (query: string): Promise<Place[]> =>
  Promise.resolve(
    [...places, helsingfors].filter((p) =>
      p.fullAddress.toLowerCase().includes(query.toLowerCase().split(',')[0] ?? ''),
    ),
  );

const meta = {
  title: 'Forms/AddressField',
  component: AddressField<Place>,
  parameters: {
    docs: {
      description: {
        component:
          'Address search with suggestions from the app’s GeoService (300 ms debounce, cancelled when the text changes). Choosing a suggestion calls `onSelect` so the form fills street, postal code, city, country and coordinates. `warningFor` gives the warning for a chosen suggestion (the app’s rule: the city not in the provider’s full address); a failed search shows `cityNotFoundText` and calls `onSearchError` (the app only logs it).',
      },
    },
  },
  args: {
    label: 'Osoite',
    placeholder: 'Katuosoite, postinumero ja toimipaikka',
    loadingText: 'Haetaan…',
    noResultsText: 'Ei osumia',
    cityNotFoundText: 'City not found',
    // the app's rule comes as a prop (the dashboard passes the domain's cityMissingFromAddress)
    warningFor: (place: Place) =>
      place.fullAddress.includes(place.city)
        ? undefined
        : 'Kaupunki puuttuu karttapalvelun osoitteesta. Tarkista osoite.',
    search: fn(fakeSearch),
    onSelect: fn(),
    onSearchError: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressField<Place>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosesASuggestion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Osoite' });
    await userEvent.type(input, 'Mannerheimintie 1', { delay: 20 });
    const option = await body.findByRole('option', { name: /Mannerheimintie 1, 00100 Helsinki/ }, { timeout: 3000 });
    // Typing quickly searches once, after the debounce, with the whole text.
    await expect(args.search).toHaveBeenCalledTimes(1);
    await expect(args.search).toHaveBeenCalledWith('Mannerheimintie 1', expect.anything());
    await userEvent.click(option);
    await expect(args.onSelect).toHaveBeenCalledWith(places[0]);
    await expect(input).toHaveValue('Mannerheimintie 1, 00100 Helsinki, Finland');
    await expect(canvas.queryByText(/Kaupunki puuttuu/)).toBeNull();
  },
};

export const InsideADialog: Story = {
  render: (args) => (
    <Dialog.Root open>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Uusi toimipaikka</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <AddressField {...args} />
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Uusi toimipaikka' }),
    );
    await userEvent.type(dialog.getByRole('combobox', { name: 'Osoite' }), 'Mannerheimintie 1', { delay: 20 });
    // the suggestions belong to the dialog: the modal hides everything outside it from assistive technology
    const option = await dialog.findByRole('option', { name: /Mannerheimintie 1, 00100 Helsinki/ }, { timeout: 3000 });
    await expect(option.closest('[aria-hidden="true"]')).toBeNull();
    await userEvent.click(option);
    await expect(args.onSelect).toHaveBeenCalledWith(places[0]);
  },
};

export const CityNotInAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Osoite' }), 'Mannerheimvägen', {
      delay: 20,
    });
    await userEvent.click(await body.findByRole('option', { name: /Helsingfors/ }, { timeout: 3000 }));
    await expect(args.onSelect).toHaveBeenCalledWith(helsingfors);
    await expect(
      await within(canvasElement).findByText('Kaupunki puuttuu karttapalvelun osoitteesta. Tarkista osoite.'),
    ).toBeVisible();
  },
};

export const SearchFails: Story = {
  args: { search: fn((_query: string) => Promise.reject<Place[]>(new Error('network down'))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Osoite' }), 'Hämeenkatu 10', {
      delay: 20,
    });
    await expect(await within(canvasElement).findByText('City not found', {}, { timeout: 3000 })).toBeVisible();
    await waitFor(() => expect(args.onSearchError).toHaveBeenCalledTimes(1));
  },
};

export const WithError: Story = {
  args: { error: 'Pakollinen kenttä', defaultValue: '' },
  play: async ({ canvasElement }) => {
    // found when drawn: on a loaded machine the play can start before the field is in the canvas
    const input = await within(canvasElement).findByRole('combobox', { name: 'Osoite' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Pakollinen kenttä')).toBeVisible();
  },
};
