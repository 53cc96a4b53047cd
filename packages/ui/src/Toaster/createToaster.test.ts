import { describe, expect, it } from 'vitest';
import { createToaster, toastDurations } from './createToaster';

describe('createToaster', () => {
  it('auto-dismisses after 7 seconds by default and 15 seconds for long notices', () => {
    const toaster = createToaster();
    toaster.positive({ title: 'Tallennettu', id: 'a' });
    toaster.info({ title: 'Uusi versio saatavilla', id: 'b', duration: 'long' });
    const visible = toaster.store.getVisibleToasts();
    expect(visible.find((t) => t.id === 'a')?.duration).toBe(7000);
    expect(visible.find((t) => t.id === 'b')?.duration).toBe(15000);
    expect(toastDurations).toEqual({ default: 7000, long: 15000 });
  });

  it('maps semantic tones to toast types', () => {
    const toaster = createToaster();
    toaster.critical({ title: 'Virhe', id: 'err' });
    toaster.caution({ title: 'Huomio', id: 'warn' });
    const visible = toaster.store.getVisibleToasts();
    expect(visible.find((t) => t.id === 'err')?.type).toBe('error');
    expect(visible.find((t) => t.id === 'warn')?.type).toBe('warning');
  });
});
