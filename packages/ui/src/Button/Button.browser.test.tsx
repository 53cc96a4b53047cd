import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Button } from './Button';
import { ThemeRoot } from '../theme/ThemeRoot';

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
});
