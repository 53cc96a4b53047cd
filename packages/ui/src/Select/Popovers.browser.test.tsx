import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent, type Locator } from 'vitest/browser';
import { useState, type ReactNode } from 'react';
import { AddressField, type AddressSuggestion } from '../AddressField/AddressField';
import { Button } from '../Button/Button';
import { Combobox, type ComboboxOption } from '../Combobox/Combobox';
import { DateTimePicker } from '../DateTimePicker/DateTimePicker';
import { Dialog } from '../Dialog/Dialog';
import { MultiSelect } from '../MultiSelect/MultiSelect';
import { Stack } from '../Stack/Stack';
import { ThemeRoot } from '../theme/ThemeRoot';
import { prepareScreenshots } from '../theme/testing';
import { Select } from './Select';
import { dateTimeLabels as pickerLabels } from '../DateTimePicker/fixtures';

/**
 * Every popover (they render in place, inside the theme root) must be drawn above the controls that come after
 * it in the page, inside a dialog and at the bottom of the viewport: a real mouse click on its last option
 * chooses that option, and never presses the button drawn underneath.
 */

beforeAll(prepareScreenshots);

type Placement = 'page' | 'dialog' | 'bottom';
const placements: Placement[] = ['page', 'dialog', 'bottom'];

/**
 * The field with full-width buttons one under another right below it, where its list opens, and a count of
 * the buttons' presses. At the bottom of the viewport the buttons are above the field, where the list flips to.
 */
function Harness({ placement, children }: { placement: Placement; children: ReactNode }) {
  const [presses, setPresses] = useState(0);
  const press = () => setPresses((count) => count + 1);
  const buttons = (
    <Stack space="xsmall">
      {['Tallenna kieli', 'Esikatsele', 'Tyhjennä', 'Ohje'].map((text) => (
        <Button key={text} fullWidth onClick={press}>
          {text}
        </Button>
      ))}
    </Stack>
  );
  const count = <p>{`Painettu ${String(presses)}`}</p>;
  const form = (
    <Stack space="medium">
      {children}
      {buttons}
      {count}
    </Stack>
  );
  if (placement === 'dialog')
    return (
      <Dialog.Root open>
        <Dialog.Content size="small">
          <Dialog.Header>
            <Dialog.Title>Kutsu käyttäjä</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{form}</Dialog.Body>
          <Dialog.Footer>
            <Button tone="secondary" onClick={press}>
              Peruuta
            </Button>
            <Button onClick={press}>Lähetä</Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    );
  if (placement === 'bottom')
    return (
      <div style={{ boxSizing: 'border-box', height: '100vh', display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1 }}>{count}</div>
        <div style={{ padding: 16, width: 360 }}>
          <Stack space="medium">
            {buttons}
            {children}
            <Button fullWidth onClick={press}>
              Lähetä
            </Button>
          </Stack>
        </div>
      </div>
    );
  return <div style={{ padding: 16, width: 360 }}>{form}</div>;
}

async function show(placement: Placement, field: ReactNode) {
  await page.viewport(1280, 720);
  await render(
    <ThemeRoot>
      <Harness placement={placement}>{field}</Harness>
    </ThemeRoot>,
  );
}

/** Where a click at the option's centre point lands: 'option' when the option is in the viewport and on top. */
function clickTarget(option: Locator) {
  const element = option.element();
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight)
    return `outside the viewport (${String(box.top)}-${String(box.bottom)})`;
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit && element.contains(hit) ? 'option' : `covered by ${hit?.textContent ?? 'nothing'}`;
}

/** Positioning is asynchronous (the list is placed, then flipped), so this waits for it to settle. */
async function expectOnTop(option: Locator) {
  await expect.poll(() => clickTarget(option)).toBe('option');
}

async function expectNoPress() {
  await expect.element(page.getByText('Painettu 0')).toBeVisible();
}

const languages = [
  { value: 'fi', label: 'Suomi' },
  { value: 'en', label: 'Englanti' },
  { value: 'sv', label: 'Ruotsi' },
];

const towns: ComboboxOption[] = [
  { value: 'hki', label: 'Helsinki', description: '00100 Helsinki' },
  { value: 'hml', label: 'Hämeenlinna', description: '13100 Hämeenlinna' },
  { value: 'hyv', label: 'Hyvinkää', description: '05800 Hyvinkää' },
];

const addresses: AddressSuggestion[] = [
  { placeName: 'Mannerheimintie 1', city: 'Helsinki', fullAddress: 'Mannerheimintie 1, 00100 Helsinki' },
  { placeName: 'Hämeenkatu 1', city: 'Tampere', fullAddress: 'Hämeenkatu 1, 33100 Tampere' },
  { placeName: 'Aurakatu 1', city: 'Turku', fullAddress: 'Aurakatu 1, 20100 Turku' },
];

describe('popovers above later controls', () => {
  for (const placement of placements) {
    describe(`(${placement})`, () => {
      it('Select: a click on the last option chooses it', async () => {
        await show(placement, <Select label="Kieli" options={languages} defaultValue="fi" />);
        await userEvent.click(page.getByRole('combobox', { name: 'Kieli' }));
        const last = page.getByRole('option', { name: 'Ruotsi' });
        await expect.element(last).toBeVisible();
        await expectOnTop(last);
        await userEvent.click(last);
        await expect.element(page.getByRole('combobox', { name: 'Kieli' })).toHaveTextContent('Ruotsi');
        await expectNoPress();
      });

      it('MultiSelect: a click on the last option chooses it', async () => {
        await show(placement, <MultiSelect label="Kustannuspaikat" options={languages} placeholder="Valitse" />);
        await userEvent.click(page.getByRole('combobox', { name: 'Kustannuspaikat' }));
        const last = page.getByRole('option', { name: 'Ruotsi' });
        await expect.element(last).toBeVisible();
        await expectOnTop(last);
        await userEvent.click(last);
        await expect.element(last).toHaveAttribute('aria-selected', 'true');
        await expect.element(page.getByRole('combobox', { name: 'Kustannuspaikat' })).toHaveTextContent('Ruotsi');
        await expectNoPress();
      });

      it('Combobox: a click on the last suggestion chooses it', async () => {
        await show(
          placement,
          <Combobox
            label="Kaupunki"
            loadOptions={() => Promise.resolve(towns)}
            debounceMs={0}
            loadingText="Haetaan…"
            emptyText="Ei tuloksia"
          />,
        );
        await userEvent.type(page.getByRole('combobox', { name: 'Kaupunki' }), 'h');
        const last = page.getByRole('option', { name: /Hyvinkää/ });
        await expect.element(last).toBeVisible();
        await expectOnTop(last);
        await userEvent.click(last);
        await expect.element(page.getByRole('combobox', { name: 'Kaupunki' })).toHaveValue('Hyvinkää');
        await expectNoPress();
      });

      it('AddressField: a click on the last suggestion chooses it', async () => {
        await show(
          placement,
          <AddressField
            label="Nouto-osoite"
            search={() => Promise.resolve(addresses)}
            onSelect={() => undefined}
            debounceMs={0}
            loadingText="Haetaan…"
            noResultsText="Ei tuloksia"
            cityNotFoundText="Kaupunkia ei löytynyt"
          />,
        );
        await userEvent.type(page.getByRole('combobox', { name: 'Nouto-osoite' }), 'katu');
        const last = page.getByRole('option', { name: /Aurakatu 1/ });
        await expect.element(last).toBeVisible();
        await expectOnTop(last);
        await userEvent.click(last);
        await expect
          .element(page.getByRole('combobox', { name: 'Nouto-osoite' }))
          .toHaveValue('Aurakatu 1, 20100 Turku');
        await expectNoPress();
      });

      it('DateTimePicker: a click on the last day of the calendar and on the last time chooses them', async () => {
        await show(
          placement,
          <DateTimePicker
            label="Noutoaika"
            labels={pickerLabels}
            min="2027-03-01T00:00"
            defaultValue="2027-03-12T14:15"
          />,
        );
        await userEvent.click(page.getByRole('button', { name: 'Avaa kalenteri' }));
        const days = page.getByRole('gridcell').getByRole('button');
        await expect.element(days.first()).toBeVisible();
        // the last day that can be chosen: March 31 (the April days after it are shown, disabled)
        const enabled = document.querySelectorAll('[data-part=table-cell-trigger]:not([data-disabled])');
        const lastDay = page.elementLocator(enabled[enabled.length - 1] as HTMLElement);
        await expectOnTop(lastDay);
        await userEvent.click(lastDay);
        await expect.element(page.getByRole('textbox', { name: 'Noutoaika' })).toHaveValue('31.03.2027');
        await expectNoPress();

        await userEvent.click(page.getByRole('combobox', { name: 'Kellonaika' }));
        const lastTime = page.getByRole('option', { name: '23:45' });
        await expect.element(lastTime).toBeInTheDocument();
        lastTime.element().scrollIntoView({ block: 'nearest' });
        await expectOnTop(lastTime);
        await userEvent.click(lastTime);
        await expect.element(page.getByRole('combobox', { name: 'Kellonaika' })).toHaveTextContent('23:45');
        await expectNoPress();
      });
    });
  }
});
