import { fromPromise, type ActorRefFrom } from 'xstate';
import { OrderKeyTakenError, orderWizardMachine, type OrderTransport, type OrderWriteInput } from '@siirto/domain';
import { ApiError } from '../../../lib/api';
import { deleteTransport } from '../detail/api/delete-transport';
import { saveOrder } from '../wizard/api/save-order';
import { orderPayload, type OrderFormValues, type SaveStep } from '../wizard/order-form';

/** What a write adds to the form's values: the company and the route the map measured. */
export type OrderWriteExtras = Omit<SaveStep, 'saving_step' | 'publish'>;

/** A create's 422 for its key that names the transport the key created, as the machine's OrderKeyTakenError. */
function keyTaken(error: unknown): OrderKeyTakenError | null {
  if (!(error instanceof ApiError) || error.status !== 422 || error.code !== 'idempotency_key_reused') return null;
  const body = error.raw as { transport_id?: unknown; version?: unknown } | null;
  if (typeof body?.transport_id !== 'number' || typeof body.version !== 'number') return null;
  return new OrderKeyTakenError(body.transport_id, body.version, { cause: error });
}

/**
 * The domain's order wizard with the app's effects: POST or PATCH /transports/company/ for a draft (saving step 2),
 * a price (3) and a publish (4, publish=true), each with the machine's Idempotency-Key and the version last saved,
 * and DELETE. `extras` is read when a write starts (the company and the measured route of that moment). The machine's
 * AbortSignal goes with each request: leaving the pricing state cancels the calculation in flight. A create's 422 that
 * names the transport its key created becomes the domain's OrderKeyTakenError (the machine goes on as its update).
 */
export function createOrderWizard(extras: { readonly current: () => OrderWriteExtras }) {
  const write = fromPromise<OrderTransport, OrderWriteInput>(({ input, signal }) => {
    const payload = orderPayload(input.values as OrderFormValues, {
      ...extras.current(),
      saving_step: input.savingStep,
      ...(input.publish ? { publish: true } : {}),
    });
    if (input.state !== null) payload.state = input.state;
    if (input.transportId !== null && input.version !== null) payload.version = input.version;
    return saveOrder(input.transportId ?? 0, payload, input.idempotencyKey, signal).catch((error: unknown) => {
      throw keyTaken(error) ?? error;
    });
  });
  return orderWizardMachine.provide({
    actors: {
      writeOrder: write,
      deleteOrder: fromPromise<unknown, { transportId: number }>(({ input }) => deleteTransport(input.transportId)),
    },
  });
}

/** The running wizard the screen talks to. */
export type OrderWizardActor = ActorRefFrom<ReturnType<typeof createOrderWizard>>;
