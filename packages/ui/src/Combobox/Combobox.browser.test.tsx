import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { Select } from '../Select/Select';
import { Stack } from '../Stack/Stack';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
import { prepareScreenshots, screenshotOptions } from '../theme/testing';
import { Combobox, type ComboboxOption } from './Combobox';

beforeAll(prepareScreenshots);

const towns: ComboboxOption[] = [
  { value: 'hki', label: 'Helsinki', description: '00100 Helsinki' },
  { value: 'hml', label: 'Hämeenlinna', description: '13100 Hämeenlinna' },
  { value: 'hyv', label: 'Hyvinkää', description: '05800 Hyvinkää' },
];

describe('Combobox', () => {
  it('aborts the request a newer query made stale', async () => {
    const signals: AbortSignal[] = [];
    const loadOptions = vi.fn((query: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<ComboboxOption[]>((resolve) => setTimeout(() => resolve(towns), query === 'h' ? 400 : 10));
    });
    await render(
      <Combobox
        label="Kaupunki"
        loadOptions={loadOptions}
        debounceMs={0}
        loadingText="Haetaan…"
        emptyText="Ei tuloksia"
      />,
    );
    const input = page.getByRole('combobox', { name: 'Kaupunki' });
    await userEvent.type(input, 'h');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.type(input, 'e');
    await expect.element(page.getByRole('option', { name: /Helsinki/ })).toBeVisible();
    expect(signals[0]?.aborted).toBe(true);
    expect(loadOptions).toHaveBeenLastCalledWith('he', expect.any(AbortSignal));
  });

  for (const theme of themeNames) {
    it(`shows its suggestions in the ${theme} theme`, async () => {
      await render(
        <ThemeRoot theme={theme}>
          <div data-testid="combobox" style={{ padding: 16, width: 380, height: 300 }}>
            <Stack space="large">
              <Select label="Toimipaikka" options={[{ value: '1', label: 'Helsingin toimipiste' }]} defaultValue="1" />
              <Combobox
                label="Kaupunki"
                loadOptions={() => Promise.resolve(towns)}
                debounceMs={0}
                loadingText="Haetaan…"
                emptyText="Ei tuloksia"
                clearLabel="Tyhjennä"
              />
            </Stack>
          </div>
        </ThemeRoot>,
      );
      await userEvent.type(page.getByRole('combobox', { name: 'Kaupunki' }), 'h');
      await expect.element(page.getByRole('option', { name: /Hyvinkää/ })).toBeVisible();
      await userEvent.keyboard('{ArrowDown}');
      await expect(page.getByTestId('combobox')).toMatchScreenshot(`combobox-${theme}`, screenshotOptions);
    });
  }
});
