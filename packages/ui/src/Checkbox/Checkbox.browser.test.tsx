import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl';
import { Stack } from '../Stack/Stack';
import { Switch } from '../Switch/Switch';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
import { prepareScreenshots, screenshotOptions } from '../theme/testing';
import { Checkbox } from './Checkbox';

beforeAll(prepareScreenshots);

describe('choice controls', () => {
  it('submit their values with a native form', async () => {
    await render(
      <form data-testid="form">
        <Checkbox label="Hyväksyn" name="agree_terms" value="yes" />
        <Switch label="Meno-paluu" name="round_trip" value="on" defaultChecked />
        <RadioGroup
          label="Laskutus"
          name="invoicing"
          defaultValue="5"
          options={[
            { value: '2', label: 'Verkkolasku' },
            { value: '5', label: 'Sähköposti' },
          ]}
        />
      </form>,
    );
    await userEvent.click(page.getByText('Hyväksyn'));
    const form = page.getByTestId('form').element() as HTMLFormElement;
    const data = Object.fromEntries(new FormData(form));
    expect(data).toEqual({ agree_terms: 'yes', round_trip: 'on', invoicing: '5' });
  });

  for (const theme of themeNames) {
    it(`look right in the ${theme} theme`, async () => {
      await render(
        <ThemeRoot theme={theme}>
          <div data-testid="choices" style={{ padding: 16, width: 420 }}>
            <Stack space="large">
              <Checkbox label="Hyväksyn käyttöehdot" defaultChecked />
              <Checkbox label="Hyväksyn sopimuksen" error="Sopimus on hyväksyttävä" />
              <Switch label="Meno-paluu" defaultChecked />
              <Switch label="Ulkomaan kuljetus" description="Ruotsiin ja Norjaan" />
              <RadioGroup
                label="Laskutustapa"
                defaultValue="2"
                options={[
                  { value: '2', label: 'Verkkolasku' },
                  { value: '5', label: 'Sähköposti' },
                  { value: '9', label: 'Paperilasku', disabled: true },
                ]}
              />
              <SegmentedControl
                label="Tilaaja"
                defaultValue="me"
                options={[
                  { value: 'all', label: 'Kaikki' },
                  { value: 'me', label: 'Minä' },
                ]}
              />
            </Stack>
          </div>
        </ThemeRoot>,
      );
      await userEvent.hover(page.getByTestId('choices'), { position: { x: 1, y: 1 } });
      await expect(page.getByTestId('choices')).toMatchScreenshot(`choices-${theme}`, screenshotOptions);
    });
  }
});
