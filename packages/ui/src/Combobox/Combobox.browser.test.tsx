import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { commands, page, userEvent } from 'vitest/browser';
import { Select } from '../Select/Select';
import { Stack } from '../Stack/Stack';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
import { prepareScreenshots, screenshotOptions } from '../theme/testing';
import { Combobox, type ComboboxOption } from './Combobox';

beforeAll(prepareScreenshots);

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Playwright's keyboard types the text into the focused element, every key in one go (vitest.workspace.ts). */
    typeFast: (text: string) => Promise<void>;
  }
}

const towns: ComboboxOption[] = [
  { value: 'hki', label: 'Helsinki', description: '00100 Helsinki' },
  { value: 'hml', label: 'Hämeenlinna', description: '13100 Hämeenlinna' },
  { value: 'hyv', label: 'Hyvinkää', description: '05800 Hyvinkää' },
];

/** In the theme, like every screen (the popover's position and the list's colours come from it). */
const inTheme = (field: ReactNode) =>
  render(
    <ThemeRoot theme="light">
      <div style={{ padding: 16, width: 380, height: 300 }}>{field}</div>
    </ThemeRoot>,
  );

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

  // after the screenshots: their clicks leave the pointer over the page
  it('keeps every letter of a word typed fast, while its suggestions load', async () => {
    const loadOptions = vi.fn(
      (query: string) =>
        new Promise<ComboboxOption[]>((resolve) =>
          setTimeout(
            () => resolve(towns.filter((town) => town.label.toLowerCase().startsWith(query.toLowerCase()))),
            20,
          ),
        ),
    );
    await inTheme(
      <Combobox
        label="Kaupunki"
        loadOptions={loadOptions}
        debounceMs={0}
        loadingText="Haetaan…"
        emptyText="Ei tuloksia"
      />,
    );
    const input = page.getByRole('combobox', { name: 'Kaupunki' });
    await userEvent.click(input);
    // a pause after the first letters lets the first answer arrive while the rest is typed
    await commands.typeFast('Hä');
    await expect.element(page.getByRole('option', { name: /Hämeenlinna/ })).toBeVisible();
    await commands.typeFast('meenlinna');
    await expect.element(input).toHaveValue('Hämeenlinna');
    await expect.element(page.getByRole('option', { name: /Hämeenlinna/ })).toBeVisible();
    expect(loadOptions).toHaveBeenLastCalledWith('Hämeenlinna', expect.any(AbortSignal));
  });

  it('with minQueryLength 0 lists the first page when opened, and typing narrows it', async () => {
    const loadOptions = vi.fn((query: string) =>
      Promise.resolve(towns.filter((town) => town.label.toLowerCase().includes(query.toLowerCase()))),
    );
    await inTheme(
      <Combobox
        label="Kaupunki"
        loadOptions={loadOptions}
        minQueryLength={0}
        debounceMs={0}
        loadingText="Haetaan…"
        emptyText="Ei tuloksia"
        noOptionsText="Ei vielä kaupunkeja"
      />,
    );
    const input = page.getByRole('combobox', { name: 'Kaupunki' });
    await userEvent.click(input);
    await expect.element(page.getByRole('option', { name: /Helsinki/ })).toBeVisible();
    await expect.element(page.getByRole('option', { name: /Hyvinkää/ })).toBeVisible();
    expect(loadOptions).toHaveBeenCalledWith('', expect.any(AbortSignal));
    await userEvent.type(input, 'hyv');
    await expect.element(page.getByRole('option', { name: /Helsinki/ })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('option', { name: /Hyvinkää/ }));
    await expect.element(input).toHaveValue('Hyvinkää');
    // opened again: the whole first page, with the choice among it
    await userEvent.click(input);
    await expect.element(page.getByRole('option', { name: /Helsinki/ })).toBeVisible();
    expect(loadOptions).toHaveBeenLastCalledWith('', expect.any(AbortSignal));
  });

  it('with minQueryLength 0 says so when there is nothing to list', async () => {
    await inTheme(
      <Combobox
        label="Kaupunki"
        loadOptions={() => Promise.resolve([])}
        minQueryLength={0}
        debounceMs={0}
        loadingText="Haetaan…"
        emptyText="Ei tuloksia"
        noOptionsText="Ei vielä kaupunkeja"
      />,
    );
    const input = page.getByRole('combobox', { name: 'Kaupunki' });
    await userEvent.click(input);
    await expect.element(page.getByRole('status')).toHaveTextContent('Ei vielä kaupunkeja');
    await userEvent.type(input, 'x');
    await expect.element(page.getByRole('status')).toHaveTextContent('Ei tuloksia');
  });
});
