import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { isOrderPriced, orderProgressPhase, orderValuesFacts, type OrderTransport } from '@siirto/domain';
import { saveOrder } from '../wizard/api/save-order';
import { emptyOrderValues } from '../wizard/order-form';
import { createOrderWizard } from './order-wizard';

vi.mock('../wizard/api/save-order', () => ({ saveOrder: vi.fn() }));
vi.mock('../detail/api/delete-transport', () => ({ deleteTransport: vi.fn() }));

const save = vi.mocked(saveOrder);
afterEach(() => save.mockReset());

const priced = (version: number) =>
  ({ id: 77, version, state: 31, prices_calculated: true, price: 188.94 }) as unknown as OrderTransport;

function deferred() {
  let resolve: (transport: OrderTransport) => void = () => undefined;
  const promise = new Promise<OrderTransport>((done) => (resolve = done));
  return { promise, resolve };
}

function start() {
  const values = { ...emptyOrderValues(), vehicle: 'ABC-123', vehicle_brand: 'Volkswagen ID.4' };
  // the form on screen: the writes read its values
  const screen = { values };
  const actor = createActor(createOrderWizard({ current: () => ({ company: 5, trip_length_km: 176.4 }) }), {
    input: { sessionKey: 'order-1', values, getValues: () => screen.values },
  }).start();
  return { actor, values, screen };
}

describe('the order wizard with the app’s calls', () => {
  it('a price answered after the values changed is never shown, and its request is cancelled', async () => {
    const answer = deferred();
    save.mockReturnValueOnce(answer.promise);
    const { actor, values, screen } = start();

    actor.send({ type: 'price.calculate', ...orderValuesFacts(values) });
    expect(orderProgressPhase(actor.getSnapshot())).toBe('calculatingPrice');
    const [id, payload, key, signal] = save.mock.calls[0] ?? [];
    expect(id).toBe(0);
    expect(payload).toMatchObject({ saving_step: 3, company: 5, trip_length_km: 176.4, vehicle: 'ABC-123' });
    expect(key).toBe('order-1:0');
    expect(signal?.aborted).toBe(false);

    screen.values = { ...values, vehicle_brand: 'Skoda Enyaq' };
    actor.send({ type: 'order.change', ...orderValuesFacts(screen.values) });
    expect(signal?.aborted).toBe(true);

    // the server answers the cancelled calculation anyway
    answer.resolve(priced(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const snapshot = actor.getSnapshot();
    expect(isOrderPriced(snapshot)).toBe(false);
    expect(snapshot.context.price).toBeNull();
    expect(snapshot.context.transportId).toBeNull();
    expect(orderProgressPhase(snapshot)).toBeNull();
  });

  it('a price for the values on screen is shown; the next write patches that transport with its version and a new key', async () => {
    save.mockResolvedValueOnce(priced(2)).mockResolvedValueOnce({ ...priced(3), state: 2 });
    const { actor, values } = start();

    actor.send({ type: 'price.calculate', ...orderValuesFacts(values) });
    await vi.waitFor(() => expect(isOrderPriced(actor.getSnapshot())).toBe(true));
    expect(actor.getSnapshot().matches({ editing: 'preview' })).toBe(true);

    actor.send({ type: 'order.saveDraft', ...orderValuesFacts(values) });
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    const [id, payload, key] = save.mock.calls[1] ?? [];
    expect(id).toBe(77);
    expect(payload).toMatchObject({ saving_step: 2, state: 2, version: 2 });
    expect(key).toBe('order-1:1');
  });
});
