import { createRef } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { DecimalField } from '../DecimalField/DecimalField';
import { Icon } from '../Icon/Icon';
import { PasswordField } from '../PasswordField/PasswordField';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import { Textarea } from '../Textarea/Textarea';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
import { prepareScreenshots, screenshotOptions } from '../theme/testing';

beforeAll(prepareScreenshots);

describe('text fields', () => {
  it('hand their input element to a ref, as react-hook-form register needs', async () => {
    const ref = createRef<HTMLInputElement>();
    await render(<TextField label="Etunimi" name="first_name" ref={ref} />);
    await userEvent.type(page.getByRole('textbox', { name: 'Etunimi' }), 'Matti');
    expect(ref.current?.value).toBe('Matti');
    expect(ref.current?.name).toBe('first_name');
  });

  it('refuses a pasted non-decimal text in a DecimalField and accepts a decimal one', async () => {
    const ref = createRef<HTMLInputElement>();
    await render(<DecimalField label="Hinta" ref={ref} defaultValue="10" />);
    const input = ref.current;
    if (!input) throw new Error('no input');
    input.setSelectionRange(2, 2);
    const paste = (data: string) =>
      input.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertFromPaste', data, cancelable: true }));
    expect(paste('abc')).toBe(false);
    expect(paste(',50')).toBe(true);
  });

  it('announce an error only in the field that has focus, not every error a submit sets at once', async () => {
    await render(
      <Stack>
        <TextField id="first" label="Etunimi" error="Pakollinen kenttä" />
        <TextField id="last" label="Sukunimi" error="Pakollinen kenttä" />
        <RadioGroup id="size" label="Koko" options={[{ value: 'a', label: 'Pieni' }]} error="Valitse koko" />
      </Stack>,
    );
    const live = () =>
      ['first', 'last', 'size'].map((id) => document.getElementById(`${id}-error`)?.getAttribute('aria-live'));
    expect(live()).toEqual(['off', 'off', 'off']);
    await userEvent.click(page.getByRole('textbox', { name: 'Sukunimi' }));
    expect(live()).toEqual(['off', 'polite', 'off']);
    await userEvent.tab();
    expect(live()).toEqual(['off', 'off', 'polite']);
  });

  for (const theme of themeNames) {
    it(`look right in the ${theme} theme`, async () => {
      await render(
        <ThemeRoot theme={theme}>
          <div data-testid="fields" style={{ padding: 16, width: 420 }}>
            <Stack space="large">
              <TextField
                label="Sähköposti"
                description="Käytetään käyttäjätunnuksena"
                defaultValue="matti@esimerkki.fi"
                required
              />
              <TextField label="Puhelin" defaultValue="040" error="Puhelinnumero tulee olla muodossa esim. +358..." />
              <TextField label="Hae" placeholder="ID, rekisterinumero" prefix={<Icon name="search" />} />
              <PasswordField
                label="Salasana"
                defaultValue="salasana"
                visibilityLabels={{ show: 'Näytä', hide: 'Piilota' }}
              />
              <DecimalField label="Hinta" defaultValue="149,90" suffix="€" disabled />
              <Textarea label="Lisätiedot" defaultValue="Avaimet ovat vastaanotossa." />
            </Stack>
          </div>
        </ThemeRoot>,
      );
      await expect(page.getByTestId('fields')).toMatchScreenshot(`fields-${theme}`, screenshotOptions);
    });
  }
});
