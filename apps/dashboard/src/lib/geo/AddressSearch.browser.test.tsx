import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { AddressField } from '@siirto/ui';
import { ThemeRoot } from '@siirto/ui/theme';
import type { GeoPlace } from '@siirto/domain';
import { I18nProvider } from '../../i18n/intl';
import type { Language } from '../../i18n/language';
import { createOfflineGeoService } from './offline.ts';
import { GeoServiceProvider, useAddressSearch } from './react.tsx';

function Field({ abroad, onSelect }: { abroad: boolean; onSelect: (p: GeoPlace) => void }) {
  const { search, onSearchError } = useAddressSearch(abroad);
  return (
    <AddressField
      label="Osoite"
      search={search}
      onSearchError={onSearchError}
      onSelect={onSelect}
      loadingText="Haetaan…"
      noResultsText="Ei osumia"
      cityNotFoundText="City not found"
    />
  );
}

async function renderField(abroad: boolean, language: Language = 'en') {
  const onSelect = vi.fn<(p: GeoPlace) => void>();
  await render(
    <I18nProvider initialLanguage={language}>
      <ThemeRoot>
        <GeoServiceProvider service={createOfflineGeoService()}>
          <Field abroad={abroad} onSelect={onSelect} />
        </GeoServiceProvider>
      </ThemeRoot>
    </I18nProvider>,
  );
  return onSelect;
}

describe('address search with the offline provider', () => {
  it('fills postal code, city, country and coordinates from the chosen place', async () => {
    const onSelect = await renderField(false);
    await userEvent.type(page.getByRole('combobox', { name: 'Osoite' }), 'Hämeenkatu 10, 33100 Tampere');
    await userEvent.click(page.getByRole('option', { name: /Hämeenkatu 10, 33100 Tampere, Finland/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    const place = onSelect.mock.calls[0]?.[0];
    expect(place).toMatchObject({
      streetAddress: 'Hämeenkatu 10',
      postalCode: '33100',
      city: 'Tampere',
      country: 'FI',
    });
    expect(place?.coordinates[0]).toBeCloseTo(23.76, 0);
    expect(place?.coordinates[1]).toBeCloseTo(61.5, 0);
  });

  it('finds Mannerheimintie 1 without a town, in Finnish, and the chosen suggestion carries its postal code', async () => {
    const onSelect = await renderField(false, 'fi');
    await userEvent.type(page.getByRole('combobox', { name: 'Osoite' }), 'Mannerheimintie 1');
    await userEvent.click(page.getByRole('option', { name: 'Mannerheimintie 1, 00100 Helsinki, Suomi' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({
      streetAddress: 'Mannerheimintie 1',
      postalCode: '00100',
      city: 'Helsinki',
      country: 'FI',
    });
  });

  it('offers Swedish towns only when the company has abroad transports', async () => {
    await renderField(true);
    await userEvent.type(page.getByRole('combobox', { name: 'Osoite' }), 'Storgatan 1, Umeå');
    await expect.element(page.getByRole('option', { name: /Storgatan 1, Umeå, Sweden/ })).toBeVisible();
  });

  it('finds no Swedish town for a Finland-only company', async () => {
    await renderField(false);
    await userEvent.type(page.getByRole('combobox', { name: 'Osoite' }), 'Storgatan 1, Umeå');
    await expect.element(page.getByRole('status')).toHaveTextContent('Ei osumia');
  });
});
