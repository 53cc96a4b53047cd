import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { StrictMode, useState } from 'react';
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

  it('mounted already open (a dialog shown by a route), it is inside the theme, usable and the page behind is hidden', async () => {
    function OpenedByRoute() {
      const [open, setOpen] = useState(true);
      const [clicks, setClicks] = useState(0);
      return (
        <div id="page">
          <p>{`Tallennettu ${String(clicks)}`}</p>
          <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Kutsu käyttäjä</Dialog.Title>
                <Dialog.CloseTrigger aria-label="Sulje" />
              </Dialog.Header>
              <Dialog.Body>
                <Button onClick={() => setClicks((count) => count + 1)}>Tallenna</Button>
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Root>
        </div>
      );
    }
    const screen = await render(
      <StrictMode>
        <ThemeRoot>
          <OpenedByRoute />
        </ThemeRoot>
      </StrictMode>,
    );
    const dialog = page.getByRole('dialog', { name: 'Kutsu käyttäjä' });
    await expect.element(dialog).toBeVisible();
    // portalled into the theme root, not into <body>
    expect(dialog.element().closest('[data-theme]')).not.toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Tallenna' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Tallenna' }));
    // the page behind is hidden from assistive technology while the dialog is open, the dialog itself is not
    await expect.poll(() => screen.container.querySelector('#page')?.getAttribute('aria-hidden')).toBe('true');
    expect(dialog.element().closest('[aria-hidden="true"]')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Sulje' }));
    await expect.element(page.getByText('Tallennettu 2')).toBeVisible();
  });
});
