import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import '../theme/fonts';
import { Button } from '../Button/Button';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens with the theme applied, traps focus and closes with the close button', async () => {
    await page.viewport(1000, 700);
    const screen = await render(
      <ThemeRoot>
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button>Avaa</Button>
          </Dialog.Trigger>
          <Dialog.Content size="medium">
            <Dialog.Header>
              <Dialog.Title>Jaa tilamuutokset</Dialog.Title>
              <Dialog.CloseTrigger aria-label="Sulje" />
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>Vastaanottajat saavat sähköpostin, kun siirron tila muuttuu.</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button tone="secondary">Peruuta</Button>
              </Dialog.CloseTrigger>
              <Button>Jaa</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Root>
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = page.getByRole('dialog', { name: 'Jaa tilamuutokset' });
    await expect.element(dialog).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(dialog).toMatchScreenshot('dialog-medium-light', {
      comparatorName: 'pixelmatch',
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Peruuta' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Avaa' })).toHaveFocus();
  });
});
