import { describe, expect, it } from 'vitest';
import { createLocalOrderStore } from './local-copy';
import { emptyOrderValues } from './order-form';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('local order copy', () => {
  it('keeps a copy per user and per draft, and removes it', () => {
    const store = createLocalOrderStore(memoryStorage());
    const values = { ...emptyOrderValues(), vehicle: 'ABC-123' };
    store.write(7, 0, { values, page: 1, savedAt: 1, idempotencyKey: 'k' });
    expect(store.read(7, 0)?.values.vehicle).toBe('ABC-123');
    expect(store.read(8, 0)).toBeNull();
    expect(store.read(7, 12)).toBeNull();
    store.remove(7, 0);
    expect(store.read(7, 0)).toBeNull();
  });

  it('reads the resume mark once and only for the same user and an order path', () => {
    const store = createLocalOrderStore(memoryStorage());
    store.markResume(7, '/dashboard/transports/edit/0/1');
    expect(store.takeResume(8)).toBeNull();
    expect(store.takeResume(7)).toBe('/dashboard/transports/edit/0/1');
    expect(store.takeResume(7)).toBeNull();
    store.markResume(7, 'https://evil.example/');
    expect(store.takeResume(7)).toBeNull();
  });

  it('ignores a broken copy and a storage that throws', () => {
    const storage = memoryStorage();
    storage.items.set('siirto.order.v1.7.0', '{not json');
    expect(createLocalOrderStore(storage).read(7, 0)).toBeNull();
    const failing = createLocalOrderStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    });
    expect(failing.read(7, 0)).toBeNull();
    expect(() =>
      failing.write(7, 0, { values: emptyOrderValues(), page: 1, savedAt: 1, idempotencyKey: 'k' }),
    ).not.toThrow();
  });
});
