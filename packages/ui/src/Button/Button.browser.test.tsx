import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { Button, buttonTones } from './Button';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
import { prepareScreenshots, screenshotOptions } from '../theme/testing';

beforeAll(prepareScreenshots);

describe('Button', () => {
  it('calls onClick when pressed with the keyboard', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <ThemeRoot>
        <Button onClick={onClick}>Tallenna</Button>
      </ThemeRoot>,
    );
    const button = screen.getByRole('button', { name: 'Tallenna' });
    await userEvent.tab();
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('paints the primary tone from the theme', async () => {
    const screen = await render(
      <ThemeRoot>
        <Button>Jatka</Button>
      </ThemeRoot>,
    );
    const style = getComputedStyle(screen.getByRole('button').element());
    expect(style.backgroundColor).toBe('rgb(10, 88, 165)');
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <ThemeRoot>
        <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
          <Button type="submit" loading>
            Lähetä
          </Button>
        </form>
      </ThemeRoot>,
    );
    await screen.getByRole('button', { name: 'Lähetä' }).click();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  for (const theme of themeNames) {
    it(`looks right in the ${theme} theme`, async () => {
      await render(
        <ThemeRoot theme={theme}>
          <div data-testid="buttons" style={{ padding: 16, width: 720 }}>
            <Stack space="medium">
              <Inline space="small">
                {buttonTones.map((tone) => (
                  <Button key={tone} tone={tone}>
                    Tallenna
                  </Button>
                ))}
              </Inline>
              <Inline space="small" alignY="center">
                <Button size="small" iconStart={<Icon name="plus" />}>
                  Uusi
                </Button>
                <Button size="large" tone="secondary" iconEnd={<Icon name="chevron-right" />}>
                  Jatka
                </Button>
                <Button loading>Tallennetaan</Button>
                <Button disabled>Ei käytössä</Button>
                <IconButton icon="edit" label="Muokkaa" tone="secondary" />
                <IconButton icon="trash" label="Poista" tone="critical" />
              </Inline>
            </Stack>
          </div>
        </ThemeRoot>,
      );
      // Park the pointer in a corner so no button is captured in its hover state.
      await userEvent.hover(page.getByTestId('buttons'), { position: { x: 1, y: 1 } });
      await expect(page.getByTestId('buttons')).toMatchScreenshot(`buttons-${theme}`, screenshotOptions);
    });
  }
});
