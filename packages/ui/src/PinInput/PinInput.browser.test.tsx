import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { PinInput } from './PinInput';

const inputLabel = (index: number, length: number) => `Numero ${index + 1} / ${length}`;

describe('PinInput', () => {
  it('takes only digits from a real keyboard and reports the full code', async () => {
    const onValueComplete = vi.fn();
    await render(<PinInput label="Vahvistuskoodi" inputLabel={inputLabel} onValueComplete={onValueComplete} />);
    await userEvent.click(page.getByRole('textbox', { name: 'Numero 1 / 6' }));
    await userEvent.keyboard('1x2b3456');
    expect(onValueComplete).toHaveBeenCalledWith('123456');
    await expect.element(page.getByRole('textbox', { name: 'Numero 2 / 6' })).toHaveValue('2');
  });

  it('fills every box from a pasted code', async () => {
    const onValueComplete = vi.fn();
    await render(<PinInput label="Vahvistuskoodi" inputLabel={inputLabel} onValueComplete={onValueComplete} />);
    const first = page.getByRole('textbox', { name: 'Numero 1 / 6' });
    await userEvent.click(first);
    const data = new DataTransfer();
    data.setData('text/plain', '654321');
    first
      .element()
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(onValueComplete).toHaveBeenCalledWith('654321'));
  });
});
