import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  isOrderPriced,
  orderProgressPhase,
  orderWizardMachine,
  orderWizardPage,
  orderValuesFacts,
  OrderKeyTakenError,
  type OrderTransport,
  type OrderValues,
  type OrderWizardEmitted,
  type OrderWizardEvent,
  type OrderWizardInput,
  type OrderWriteInput,
} from './orderWizard.ts';

// the domain has no DOM or Node types; the fake clock of vitest replaces this timer
declare function setTimeout(callback: () => void, ms: number): unknown;

const oneWay: OrderValues = {
  pickup_name: 'Aino',
  pickup_location: 'Varasto',
  vehicle: 'ABC-123',
  round_trip: false,
  round_trip_no_vehicle_change: false,
  price_type_special: 2,
};
const withVehicleChange: OrderValues = { ...oneWay, round_trip: true, round_trip_no_vehicle_change: false };

function transport(overrides: Partial<OrderTransport> = {}): OrderTransport {
  return {
    id: 41,
    version: 1,
    state: 2,
    created: '2026-11-25T10:00:00Z',
    company: 3,
    is_editable: true,
    creator: null,
    business_location: null,
    round_trip: false,
    round_trip_is_return_trip: false,
    round_trip_return_trip_id: null,
    round_trip_go_trip_id: null,
    vehicle: 'ABC-123',
    abroad: false,
    priority: 2,
    routes: [],
    waypoints: [],
    photos: [],
    expenses: [],
    price_list_rows: [],
    contract_obj: null,
    ...overrides,
  } as OrderTransport;
}

/** The values on screen (the form's): a write reads them through the machine's `getValues`. */
let screen: OrderValues = {};

/** Puts the event's values on screen and sends the wizard their facts, as the app does. */
function send(
  actor: ReturnType<typeof startWizard>['actor'],
  { values, ...event }: { type: OrderWizardEvent['type']; values: OrderValues; valid?: boolean },
) {
  screen = values;
  actor.send({ ...event, ...orderValuesFacts(values) } as OrderWizardEvent);
}

/** A server that answers after `delayMs` of the (fake) clock; every write it got is recorded. */
function startWizard(
  options: {
    input?: Partial<OrderWizardInput>;
    delayMs?: number;
    answer?: (write: OrderWriteInput, call: number) => OrderTransport | Error;
    deleteAnswer?: () => Error | null;
  } = {},
) {
  const writes: OrderWriteInput[] = [];
  const deletes: number[] = [];
  const delay = options.delayMs ?? 1_000;
  let version = 1;
  const defaultAnswer = (write: OrderWriteInput): OrderTransport => {
    version += 1;
    const state = write.kind === 'publish' ? 3 : write.kind === 'price' ? 31 : 2;
    return transport({
      id: write.transportId ?? 41,
      state,
      version,
      price: write.kind === 'draft' ? null : 250,
      trip_length_km: 120,
    });
  };
  const write = fromPromise<OrderTransport, OrderWriteInput>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        writes.push(input);
        const call = writes.length;
        setTimeout(() => {
          const answer = options.answer ? options.answer(input, call) : defaultAnswer(input);
          if (answer instanceof Error) reject(answer);
          else resolve(answer);
        }, delay);
      }),
  );
  const machine = orderWizardMachine.provide({
    actors: {
      writeOrder: write,
      deleteOrder: fromPromise<unknown, { transportId: number }>(({ input }) => {
        deletes.push(input.transportId);
        const error = options.deleteAnswer?.() ?? null;
        return error ? Promise.reject(error) : Promise.resolve(null);
      }),
    },
  });
  screen = options.input?.values ?? {};
  const actor = createActor(machine, {
    input: { sessionKey: 'order-7f3a', getValues: () => screen, ...options.input },
  });
  const emitted: OrderWizardEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, writes, deletes, emitted };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('order wizard machine: pages', () => {
  it('a one-way order goes from Noutopaikka straight to Esikatsele and back', () => {
    const { actor } = startWizard();
    expect(orderWizardPage(actor.getSnapshot())).toBe('pickup');
    send(actor, { type: 'wizard.next', values: oneWay });
    expect(orderWizardPage(actor.getSnapshot())).toBe('preview');
    actor.send({ type: 'wizard.goTo', page: 'returnLeg' });
    expect(orderWizardPage(actor.getSnapshot())).toBe('preview');
    actor.send({ type: 'wizard.back' });
    expect(orderWizardPage(actor.getSnapshot())).toBe('pickup');
  });

  it('a round trip with a vehicle change has the Paluu page between page 1 and the preview', () => {
    const { actor } = startWizard();
    send(actor, { type: 'wizard.next', values: withVehicleChange });
    expect(orderWizardPage(actor.getSnapshot())).toBe('returnLeg');
    send(actor, { type: 'wizard.next', values: withVehicleChange });
    expect(orderWizardPage(actor.getSnapshot())).toBe('preview');
    actor.send({ type: 'wizard.back' });
    expect(orderWizardPage(actor.getSnapshot())).toBe('returnLeg');
  });

  it('a round trip without a vehicle change has no Paluu page', () => {
    const { actor } = startWizard();
    send(actor, { type: 'wizard.next', values: { ...oneWay, round_trip: true, round_trip_no_vehicle_change: true } });
    expect(orderWizardPage(actor.getSnapshot())).toBe('preview');
  });

  it('turning the vehicle change off on the Paluu page goes back to Noutopaikka', () => {
    const { actor } = startWizard();
    send(actor, { type: 'wizard.next', values: withVehicleChange });
    send(actor, { type: 'order.change', values: { ...withVehicleChange, round_trip_no_vehicle_change: true } });
    expect(orderWizardPage(actor.getSnapshot())).toBe('pickup');
  });

  it('opens on the page it is given (the page number in the URL), but Paluu only when it exists', () => {
    expect(orderWizardPage(startWizard({ input: { page: 'preview' } }).actor.getSnapshot())).toBe('preview');
    expect(
      orderWizardPage(startWizard({ input: { page: 'returnLeg', values: withVehicleChange } }).actor.getSnapshot()),
    ).toBe('returnLeg');
    expect(orderWizardPage(startWizard({ input: { page: 'returnLeg', values: oneWay } }).actor.getSnapshot())).toBe(
      'pickup',
    );
  });
});

describe('order wizard machine: save draft', () => {
  it('saves with state 2, shows the saving phase, then Created and the id; the next save is an update', async () => {
    const { actor, writes, emitted } = startWizard();
    send(actor, { type: 'order.saveDraft', values: oneWay });
    expect(orderProgressPhase(actor.getSnapshot())).toBe('saving');
    expect(writes[0]).toMatchObject({
      kind: 'draft',
      state: 2,
      savingStep: 2,
      publish: false,
      transportId: null,
      values: oneWay,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(orderProgressPhase(actor.getSnapshot())).toBeNull();
    expect(orderWizardPage(actor.getSnapshot())).toBe('pickup');
    expect(actor.getSnapshot().context).toMatchObject({ transportId: 41, version: 2, notice: 'created' });
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'order.saved', notice: 'created' }));

    send(actor, { type: 'order.saveDraft', values: { ...oneWay, pickup_name: 'Eero' } });
    expect(writes[1]).toMatchObject({ transportId: 41, version: 2 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().context.notice).toBe('updated');
  });

  it('a failed save keeps its idempotency key for the retry; the next write gets a new one', async () => {
    let fail = true;
    const { actor, writes, emitted } = startWizard({
      answer: () => {
        if (fail) return new TypeError('Failed to fetch');
        return transport({ id: 41, state: 2, version: 2 });
      },
    });
    send(actor, { type: 'order.saveDraft', values: oneWay });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().context.failedWrite).toBe('draft');
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'order.failed', kind: 'draft' }));
    fail = false;
    actor.send({ type: 'order.retry' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(writes.map((write) => write.idempotencyKey)).toEqual(['order-7f3a:0', 'order-7f3a:0']);
    expect(actor.getSnapshot().context).toMatchObject({ transportId: 41, failedWrite: null, error: null });
    send(actor, { type: 'order.saveDraft', values: oneWay });
    expect(writes[2]?.idempotencyKey).toBe('order-7f3a:1');
  });

  it("a create refused for its key (its answer was lost, the values changed) goes on as an update of the key's transport", async () => {
    const { actor, writes, emitted } = startWizard({
      answer: (write, call) =>
        call === 1 ? new OrderKeyTakenError(57, 1) : transport({ id: write.transportId ?? 0, state: 31, version: 2 }),
    });
    send(actor, { type: 'price.calculate', values: { ...oneWay, vehicle: 'XYZ-9' } });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(
      writes.map(({ transportId, version, idempotencyKey, kind }) => ({ transportId, version, idempotencyKey, kind })),
    ).toEqual([
      { transportId: null, version: null, idempotencyKey: 'order-7f3a:0', kind: 'price' },
      { transportId: 57, version: 1, idempotencyKey: 'order-7f3a:1', kind: 'price' },
    ]);
    expect(writes[1]?.values).toMatchObject({ vehicle: 'XYZ-9' });
    expect(emitted.some((event) => event.type === 'order.failed')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ transportId: 57, version: 2, writeSeq: 2, failedWrite: null });
    expect(orderWizardPage(actor.getSnapshot())).toBe('preview');
  });

  it('an update refused for its key is reported, not turned into another write', async () => {
    const { actor, writes, emitted } = startWizard({
      input: { transportId: 41, version: 3 },
      answer: () => new OrderKeyTakenError(57, 1),
    });
    send(actor, { type: 'order.saveDraft', values: oneWay });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(writes).toHaveLength(1);
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'order.failed', kind: 'draft' }));
    expect(actor.getSnapshot().context.transportId).toBe(41);
  });
});

describe('order wizard machine: pricing', () => {
  it('calculates with saving step 3 and shows the prices on the preview', async () => {
    const { actor, writes } = startWizard();
    send(actor, { type: 'price.calculate', values: oneWay });
    expect(orderProgressPhase(actor.getSnapshot())).toBe('calculatingPrice');
    expect(writes[0]).toMatchObject({ kind: 'price', savingStep: 3, publish: false, state: null });
    await vi.advanceTimersByTimeAsync(1_000);
    const snapshot = actor.getSnapshot();
    expect(orderWizardPage(snapshot)).toBe('preview');
    expect(isOrderPriced(snapshot)).toBe(true);
    expect(snapshot.context.price?.transport.price).toBe(250);
    // the answer's state 31 gives the spec's notice
    expect(snapshot.context.notice).toBe('createdAndPublished');
  });

  it('any change of the values after pricing forgets the price; the same values keep it', async () => {
    const { actor } = startWizard();
    send(actor, { type: 'price.calculate', values: oneWay });
    await vi.advanceTimersByTimeAsync(1_000);
    send(actor, { type: 'order.change', values: { ...oneWay, pickup_name: '  Aino ' } });
    expect(isOrderPriced(actor.getSnapshot())).toBe(true);
    for (const change of [
      { round_trip: true },
      { round_trip_no_vehicle_change: true },
      { price_type_special: 17 },
      { vehicle: 'XYZ-999' },
    ]) {
      const { actor: priced } = startWizard();
      send(priced, { type: 'price.calculate', values: oneWay });
      await vi.advanceTimersByTimeAsync(1_000);
      send(priced, { type: 'order.change', values: { ...oneWay, ...change } });
      expect(isOrderPriced(priced.getSnapshot()), JSON.stringify(change)).toBe(false);
      expect(priced.getSnapshot().context.price).toBeNull();
      // changing back does not bring a forgotten price back
      send(priced, { type: 'order.change', values: oneWay });
      expect(isOrderPriced(priced.getSnapshot())).toBe(false);
    }
  });

  it('a change during the calculation stops it: its price never arrives', async () => {
    const { actor } = startWizard({ delayMs: 2_000 });
    send(actor, { type: 'price.calculate', values: oneWay });
    await vi.advanceTimersByTimeAsync(1_000);
    send(actor, { type: 'order.change', values: { ...oneWay, vehicle: 'XYZ-999' } });
    expect(orderProgressPhase(actor.getSnapshot())).toBeNull();
    expect(orderWizardPage(actor.getSnapshot())).toBe('pickup');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(actor.getSnapshot().context.price).toBeNull();
    expect(isOrderPriced(actor.getSnapshot())).toBe(false);
    expect(orderWizardPage(actor.getSnapshot())).toBe('pickup');
  });

  it('a failed calculation stays on the page with the error and no price', async () => {
    const { actor } = startWizard({ answer: () => new Error('400') });
    send(actor, { type: 'wizard.next', values: oneWay });
    send(actor, { type: 'price.calculate', values: oneWay });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(orderWizardPage(actor.getSnapshot())).toBe('preview');
    expect(actor.getSnapshot().context).toMatchObject({ failedWrite: 'price', price: null });
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error);
  });
});

describe('order wizard machine: publishing', () => {
  async function priced() {
    const wizard = startWizard();
    send(wizard.actor, { type: 'price.calculate', values: oneWay });
    await vi.advanceTimersByTimeAsync(1_000);
    return wizard;
  }

  it('is refused for an invalid form, and when no price was calculated', () => {
    const { actor, emitted, writes } = startWizard();
    send(actor, { type: 'order.publish', values: oneWay, valid: false });
    expect(actor.getSnapshot().context.publishRefusal).toBe('invalid');
    expect(emitted).toContainEqual({ type: 'order.publishRefused', reason: 'invalid' });
    send(actor, { type: 'order.publish', values: oneWay, valid: true });
    expect(actor.getSnapshot().context.publishRefusal).toBe('priceNotCalculated');
    expect(emitted).toContainEqual({ type: 'order.publishRefused', reason: 'priceNotCalculated' });
    expect(actor.getSnapshot().hasTag('confirmOpen')).toBe(false);
    expect(writes).toEqual([]);
  });

  it('is refused when the values on screen differ from the priced ones', async () => {
    const { actor } = await priced();
    send(actor, { type: 'order.publish', values: { ...oneWay, vehicle: 'XYZ-999' }, valid: true });
    expect(actor.getSnapshot().context.publishRefusal).toBe('priceNotCalculated');
    expect(actor.getSnapshot().context.price).toBeNull();
  });

  it('confirm route and price → publish (step 4, publish) → share → published', async () => {
    const { actor, writes, emitted } = await priced();
    send(actor, { type: 'order.publish', values: oneWay, valid: true });
    expect(actor.getSnapshot().hasTag('confirmOpen')).toBe(true);
    actor.send({ type: 'order.confirmCancel' });
    expect(orderWizardPage(actor.getSnapshot())).toBe('preview');
    send(actor, { type: 'order.publish', values: oneWay, valid: true });
    actor.send({ type: 'order.confirm' });
    expect(orderProgressPhase(actor.getSnapshot())).toBe('publishing');
    expect(writes[1]).toMatchObject({
      kind: 'publish',
      savingStep: 4,
      publish: true,
      transportId: 41,
      version: 2,
      values: oneWay,
      idempotencyKey: 'order-7f3a:1',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().hasTag('shareOpen')).toBe(true);
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'order.saved', notice: 'updatedAndPublished' }));
    actor.send({ type: 'share.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ transportId: 41, outcome: 'published' });
  });

  it('a new order published in one write says Created and published', async () => {
    const { actor, emitted } = startWizard({
      input: { values: oneWay, pricedTransport: transport({ id: 0, state: 31 }) },
    });
    send(actor, { type: 'order.publish', values: oneWay, valid: true });
    actor.send({ type: 'order.confirm' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'order.saved', notice: 'createdAndPublished' }));
  });

  it('a publish whose answer was lost is retried with the same key', async () => {
    let calls = 0;
    const { actor, writes } = startWizard({
      answer: (write) => {
        calls += 1;
        if (write.kind === 'publish' && calls === 2) return new TypeError('network');
        return transport({ id: 41, state: write.kind === 'publish' ? 3 : 31, version: calls + 1, price: 250 });
      },
    });
    send(actor, { type: 'price.calculate', values: oneWay });
    await vi.advanceTimersByTimeAsync(1_000);
    send(actor, { type: 'order.publish', values: oneWay, valid: true });
    actor.send({ type: 'order.confirm' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().context.failedWrite).toBe('publish');
    expect(orderWizardPage(actor.getSnapshot())).toBe('preview');
    actor.send({ type: 'order.retry' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(writes.slice(1).map((write) => [write.kind, write.idempotencyKey, write.version])).toEqual([
      ['publish', 'order-7f3a:1', 2],
      ['publish', 'order-7f3a:1', 2],
    ]);
    expect(actor.getSnapshot().hasTag('shareOpen')).toBe(true);
  });
});

describe('order wizard machine: delete', () => {
  it('deletes a saved order', async () => {
    const { actor, deletes } = startWizard({ input: { transportId: 12, version: 4, values: oneWay } });
    actor.send({ type: 'order.delete' });
    await vi.advanceTimersByTimeAsync(0);
    expect(deletes).toEqual([12]);
    expect(actor.getSnapshot().output).toEqual({ transportId: 12, outcome: 'deleted' });
  });

  it('an unsaved order is deleted without a call; a failed delete stays with its error', async () => {
    const unsaved = startWizard();
    unsaved.actor.send({ type: 'order.delete' });
    expect(unsaved.deletes).toEqual([]);
    expect(unsaved.actor.getSnapshot().status).toBe('done');

    const failing = startWizard({ input: { transportId: 12 }, deleteAnswer: () => new Error('403') });
    failing.actor.send({ type: 'order.delete' });
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.actor.getSnapshot().status).toBe('active');
    expect(failing.emitted).toContainEqual(expect.objectContaining({ type: 'order.failed', kind: 'delete' }));
  });
});

describe('order wizard machine: a failed publish', () => {
  it('is not retried after the values changed: the price must be calculated again', async () => {
    let calls = 0;
    const { actor, writes, emitted } = startWizard({
      answer: (write) => {
        calls += 1;
        if (write.kind === 'publish') return new TypeError('network');
        return transport({ id: 41, state: 31, version: calls + 1, price: 250 });
      },
    });
    send(actor, { type: 'price.calculate', values: oneWay });
    await vi.advanceTimersByTimeAsync(1_000);
    send(actor, { type: 'order.publish', values: oneWay, valid: true });
    actor.send({ type: 'order.confirm' });
    await vi.advanceTimersByTimeAsync(1_000);
    send(actor, { type: 'order.change', values: { ...oneWay, vehicle: 'XYZ-999' } });
    actor.send({ type: 'order.retry' });
    expect(orderProgressPhase(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.publishRefusal).toBe('priceNotCalculated');
    expect(emitted).toContainEqual({ type: 'order.publishRefused', reason: 'priceNotCalculated' });
    expect(writes.filter((write) => write.kind === 'publish')).toHaveLength(1);
  });
});
