/**
 * The order wizard (spec 2 §2 "Order wizard", §4): the pages 1 Noutopaikka (`pickup`), 2 Paluu (`returnLeg`, only
 * for a round trip with a vehicle change) and Esikatsele (`preview`; its Go trip / Return trip tabs are the screen's state); save draft (state 2),
 * calculate price (saving step 3, then the preview with the prices), confirm route and price → publish (saving
 * step 4, publish=true) → share → done; delete.
 *
 * The machine owns the page and the effects; react-hook-form owns the values and their errors. The machine never
 * holds the values: every event that changes or writes them carries their facts (`orderValuesFacts`: the fingerprint
 * and whether they have a return page), and a write reads the values to send through the injected `getValues` when
 * it starts (`price.calculate` and `order.publish` are sent after the values were validated). The price is kept
 * with the fingerprint of the values it was calculated for: a change of anything (`order.change`) forgets it, and a
 * change while the price is being calculated leaves `pricing`, which stops the calculation (XState v5 invoke), so a
 * price for other values never comes back. Publishing is refused (`order.publishRefused` is emitted and
 * `publishRefusal` set; the UI shows the errors and scrolls to the calculate button) unless the form is valid and
 * the price was calculated for exactly the values on screen.
 *
 * Writes carry an idempotency key (`${sessionKey}:${writeSeq}`): the same key until a write succeeds, so a retry
 * after a lost answer (`order.retry`, or the same button again) never makes a second transport; the API answers a
 * repeated key with the first result. The PATCHes carry the version last loaded or saved (a newer stored one: 409).
 * A create whose answer was lost and whose values changed since is refused for its key (`OrderKeyTakenError`, naming
 * the transport it made): the write goes on at once as an update of that transport.
 *
 * The app provides the actors `writeOrder` (gets an `OrderWriteInput` and resolves with the transport the server
 * answered; invoked as `saveDraft`, `calculatePrice` and `publishOrder`) and `deleteOrder` (gets the id).
 */
import type { components } from '@siirto/api-client/schema';
import { and, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { orderValuesFingerprint } from '../transports/fingerprint.ts';
import { needsReturnLeg } from '../transports/order.ts';
import { isPublishedState } from '../transports/states.ts';

export type OrderTransport = components['schemas']['Transport'];
export type OrderValues = Readonly<Record<string, unknown>>;
export type OrderPage = 'pickup' | 'returnLeg' | 'preview';
export type OrderWriteKind = 'draft' | 'price' | 'publish';
/** The progress modal's phases. */
export type OrderProgressPhase = 'saving' | 'calculatingPrice' | 'publishing' | 'deleting';
export type OrderNotice = 'created' | 'updated' | 'createdAndPublished' | 'updatedAndPublished';
/** Why publishing was refused: the form has errors, or no price was calculated for the values on screen. */
export type OrderPublishRefusal = 'invalid' | 'priceNotCalculated';

/** Saving steps of the API (TransportWrite.saving_step). */
const ORDER_SAVING_STEP = { draft: 2, price: 3, publish: 4 } as const;

export interface OrderWriteInput {
  readonly kind: OrderWriteKind;
  /** The values to send (the order's payload), read through `getValues` when the write starts. */
  readonly values: OrderValues;
  /** null: create (POST); otherwise PATCH this transport. */
  readonly transportId: number | null;
  /** The version last loaded or saved, sent with a PATCH (the API refuses an older one with 409). */
  readonly version: number | null;
  /** Send as the `Idempotency-Key` header. */
  readonly idempotencyKey: string;
  readonly savingStep: 2 | 3 | 4;
  readonly publish: boolean;
  /** Send state 2 with a draft. */
  readonly state: 2 | null;
}

/** What the machine knows of the values on screen (the app computes it once per change). */
export interface OrderValuesFacts {
  readonly fingerprint: string;
  /** The return page (2 Paluu) exists: a round trip with a vehicle change. */
  readonly returnLeg: boolean;
}

export function orderValuesFacts(values: OrderValues): OrderValuesFacts {
  return { fingerprint: orderValuesFingerprint(values), returnLeg: needsReturnLeg(values) };
}

export interface OrderPrice {
  /** The fingerprint of the values the price was calculated for. */
  readonly fingerprint: string;
  /** The transport the calculation answered: price, price_go_trip, price_return_trip, trip_length_km, … */
  readonly transport: OrderTransport;
}

export interface OrderWizardContext {
  readonly transportId: number | null;
  readonly version: number | null;
  /** The transport's state as last saved (null before the first save). */
  readonly state: number | null;
  /** Reads the values on screen (react-hook-form's `getValues`): a write sends what it returns. */
  readonly getValues: () => OrderValues;
  /** The fingerprint of the values on screen. */
  readonly fingerprint: string;
  /** The values on screen have a return page. */
  readonly returnLeg: boolean;
  /** The calculated price; null when none was calculated for the values on screen. */
  readonly price: OrderPrice | null;
  /** Where a write returns to. */
  readonly page: OrderPage;
  readonly sessionKey: string;
  readonly writeSeq: number;
  /** The last write that failed (`order.retry` runs it again with the same key) and its error. */
  readonly failedWrite: OrderWriteKind | null;
  readonly error: unknown;
  readonly publishRefusal: OrderPublishRefusal | null;
  readonly notice: OrderNotice | null;
  /** The last transport the server answered. */
  readonly transport: OrderTransport | null;
  readonly outcome: OrderWizardOutput['outcome'] | null;
}

export interface OrderWizardInput {
  /** Random, made once per order being written (kept with the local copy so a reload continues it). */
  readonly sessionKey: string;
  readonly writeSeq?: number;
  readonly transportId?: number | null;
  readonly version?: number | null;
  readonly state?: number | null;
  /** The values the wizard opens with (their facts; and what a write sends when no `getValues` is given). */
  readonly values?: OrderValues;
  /** Reads the values on screen when a write starts. */
  readonly getValues?: () => OrderValues;
  readonly page?: OrderPage;
  /** The transport as loaded, when its price was calculated for exactly `values` (state 31 or 3). */
  readonly pricedTransport?: OrderTransport | null;
}

export type OrderWizardEvent =
  | ({ type: 'order.change' } & OrderValuesFacts)
  | ({ type: 'wizard.next' } & OrderValuesFacts)
  | { type: 'wizard.back' }
  | { type: 'wizard.goTo'; page: OrderPage }
  | ({ type: 'order.saveDraft' } & OrderValuesFacts)
  | ({ type: 'price.calculate' } & OrderValuesFacts)
  | ({ type: 'order.publish'; valid: boolean } & OrderValuesFacts)
  | { type: 'order.confirm' }
  | { type: 'order.confirmCancel' }
  | { type: 'order.retry' }
  | { type: 'order.dismissError' }
  | { type: 'order.delete' }
  | { type: 'share.close' };

export type OrderWizardEmitted =
  | { type: 'order.saved'; notice: OrderNotice; transport: OrderTransport }
  | { type: 'order.failed'; kind: OrderWriteKind | 'delete'; error: unknown }
  | { type: 'order.publishRefused'; reason: OrderPublishRefusal };

export interface OrderWizardOutput {
  readonly transportId: number | null;
  readonly outcome: 'published' | 'deleted';
}

/**
 * A create refused because its Idempotency-Key already made a transport (the create's answer was lost and the values
 * changed since; the API's 422 names the transport and its version). The app's `writeOrder` rejects with this, and the
 * machine goes on with the same write as an update of that transport, under the next key.
 */
export class OrderKeyTakenError extends Error {
  override readonly name = 'OrderKeyTakenError';
  constructor(
    readonly transportId: number,
    readonly version: number,
    options?: ErrorOptions,
  ) {
    super(`The write's key already created transport ${String(transportId)}`, options);
  }
}

const missingActor = (name: string) => () =>
  Promise.reject(new Error(`orderWizardMachine: provide the '${name}' actor`));

function noticeFor(created: boolean, transport: OrderTransport): OrderNotice {
  const published = isPublishedState(transport.state);
  if (created) return published ? 'createdAndPublished' : 'created';
  return published ? 'updatedAndPublished' : 'updated';
}

function versionOf(transport: OrderTransport, fallback: number | null): number | null {
  return Number.isInteger(transport.version) ? transport.version : fallback;
}

function writeInput(context: OrderWizardContext, kind: OrderWriteKind): OrderWriteInput {
  return {
    kind,
    values: context.getValues(),
    transportId: context.transportId,
    version: context.version,
    idempotencyKey: `${context.sessionKey}:${String(context.writeSeq)}`,
    savingStep: ORDER_SAVING_STEP[kind],
    publish: kind === 'publish',
    state: kind === 'draft' ? 2 : null,
  };
}

/** What a write changes in the context when the server answered. */
function afterWrite(context: OrderWizardContext, transport: OrderTransport) {
  return {
    transportId: transport.id,
    version: versionOf(transport, context.version),
    state: transport.state,
    transport,
    writeSeq: context.writeSeq + 1,
    failedWrite: null,
    error: null,
    notice: noticeFor(context.transportId === null, transport),
  };
}

const wizardSetup = setup({
  types: {
    context: {} as OrderWizardContext,
    events: {} as OrderWizardEvent,
    input: {} as OrderWizardInput,
    emitted: {} as OrderWizardEmitted,
    output: {} as OrderWizardOutput,
  },
  actors: {
    /**
     * POST or PATCH the order as its input says: a draft (state 2, saving step 2), a price (saving step 3; the answer
     * carries the server's prices) or a publish (saving step 4, publish=true). App-provided.
     */
    writeOrder: fromPromise<OrderTransport, OrderWriteInput>(missingActor('writeOrder')),
    /** DELETE the transport. App-provided. */
    deleteOrder: fromPromise<unknown, { transportId: number }>(missingActor('deleteOrder')),
  },
  guards: {
    hasReturnLeg: ({ context }) => context.returnLeg,
    eventHasReturnLeg: (_, params: OrderValuesFacts) => params.returnLeg,
    isPageAllowed: ({ context }, params: { page: OrderPage }) => params.page !== 'returnLeg' || context.returnLeg,
    isPublishable: ({ context }, params: { fingerprint: string; valid: boolean }) =>
      params.valid && context.price !== null && context.price.fingerprint === params.fingerprint,
    isValid: (_, params: { valid: boolean }) => params.valid,
    isSaved: ({ context }) => context.transportId !== null,
    lostReturnLeg: (_, params: OrderValuesFacts) => !params.returnLeg,
    failedDraft: ({ context }) => context.failedWrite === 'draft',
    failedPrice: ({ context }) => context.failedWrite === 'price',
    failedPublish: ({ context }) => context.failedWrite === 'publish',
    /** A create whose key already made a transport: the write goes on as its update. */
    createdBefore: ({ context }, params: { error: unknown }) =>
      context.transportId === null && params.error instanceof OrderKeyTakenError,
    isPriced: ({ context }) => context.price !== null && context.price.fingerprint === context.fingerprint,
    startsOnReturnLeg: ({ context }) => context.page === 'returnLeg' && context.returnLeg,
    startsOnPreview: ({ context }) => context.page === 'preview',
  },
  actions: {
    /** Take the facts of the values on screen; a price calculated for other values is forgotten. */
    takeFacts: assign((_, params: OrderValuesFacts) => ({
      fingerprint: params.fingerprint,
      returnLeg: params.returnLeg,
    })),
    forgetStalePrice: assign(({ context }) =>
      context.price !== null && context.price.fingerprint !== context.fingerprint ? { price: null } : {},
    ),
    rememberPage: assign((_, params: { page: OrderPage }) => ({ page: params.page })),
    clearMessages: assign({ publishRefusal: null, notice: null }),
  },
});

/** The event's facts as an action's or a guard's params. */
const facts = ({ event }: { event: OrderValuesFacts }): OrderValuesFacts => ({
  fingerprint: event.fingerprint,
  returnLeg: event.returnLeg,
});

/** How the three writes differ: their state's phase tag, invoke id, and where an answer or a failure goes. */
const WRITES = {
  draft: { state: 'saving', phase: 'saving', id: 'saveDraft', done: 'editing.routing', failed: 'editing.routing' },
  price: {
    state: 'pricing',
    phase: 'calculatingPrice',
    id: 'calculatePrice',
    done: 'editing.preview',
    failed: 'editing.routing',
  },
  publish: { state: 'publishing', phase: 'publishing', id: 'publishOrder', done: 'sharing', failed: 'editing.preview' },
} as const satisfies Record<
  OrderWriteKind,
  { state: string; phase: OrderProgressPhase; id: string; done: string; failed: string }
>;

/**
 * A write in progress (the states `saving`, `pricing` and `publishing`): the values on screen are sent with the
 * write's saving step; the answer is kept (a price with the fingerprint it was calculated for) and reported with its
 * notice, a failure is kept for `order.retry` and reported. A change during the calculation of a price stops it (its
 * price never comes back); the form is read-only while the priced values are being published; a draft being saved
 * takes changes as any page does.
 */
function writeState(kind: OrderWriteKind) {
  const write = WRITES[kind];
  return wizardSetup.createStateConfig({
    tags: ['progress', write.phase],
    entry: kind === 'price' ? ['clearMessages', assign({ price: null })] : 'clearMessages',
    invoke: {
      id: write.id,
      src: 'writeOrder',
      input: ({ context }) => writeInput(context, kind),
      onDone: {
        target: write.done,
        actions: [
          assign(({ context, event }) => ({
            ...afterWrite(context, event.output),
            ...(kind === 'price' ? { price: { fingerprint: context.fingerprint, transport: event.output } } : {}),
          })),
          // after the assign: the notice it computed from the context before the write (spec 2 §4: the notice
          // follows the answer's state after every create or update, 31: "… and published")
          emit(({ context, event }) => ({
            type: 'order.saved' as const,
            notice: context.notice ?? 'updated',
            transport: event.output,
          })),
        ],
      },
      onError: [
        {
          // the create's answer was lost and the values changed since: the same write again, as an update of the
          // transport the key created (a new key: the old one belongs to the create)
          guard: { type: 'createdBefore', params: ({ event }) => ({ error: event.error }) },
          target: write.state,
          reenter: true,
          actions: assign(({ context, event }) => {
            const taken = event.error as OrderKeyTakenError;
            return { transportId: taken.transportId, version: taken.version, writeSeq: context.writeSeq + 1 };
          }),
        },
        {
          target: write.failed,
          actions: [
            assign(({ event }) => ({ failedWrite: kind, error: event.error })),
            emit(({ event }) => ({ type: 'order.failed' as const, kind, error: event.error })),
          ],
        },
      ],
    },
    on:
      kind === 'price'
        ? {
            'order.change': {
              target: 'editing.routing',
              actions: [{ type: 'takeFacts', params: facts }, 'clearMessages'],
            },
          }
        : kind === 'publish'
          ? { 'order.change': {} }
          : {},
  });
}

export const orderWizardMachine = wizardSetup.createMachine({
  id: 'orderWizard',
  context: ({ input }) => {
    const values = input.values ?? {};
    const { fingerprint, returnLeg } = orderValuesFacts(values);
    return {
      transportId: input.transportId ?? null,
      version: input.version ?? null,
      state: input.state ?? null,
      getValues: input.getValues ?? (() => values),
      fingerprint,
      returnLeg,
      price: input.pricedTransport ? { fingerprint, transport: input.pricedTransport } : null,
      page: input.page ?? 'pickup',
      sessionKey: input.sessionKey,
      writeSeq: input.writeSeq ?? 0,
      failedWrite: null,
      error: null,
      publishRefusal: null,
      notice: null,
      transport: input.pricedTransport ?? null,
      outcome: null,
    };
  },
  initial: 'starting',
  on: {
    'order.change': {
      actions: [{ type: 'takeFacts', params: facts }, 'forgetStalePrice', 'clearMessages'],
    },
  },
  states: {
    starting: {
      always: [
        { guard: 'startsOnReturnLeg', target: 'editing.returnLeg' },
        { guard: 'startsOnPreview', target: 'editing.preview' },
        { target: 'editing.pickup' },
      ],
    },
    editing: {
      initial: 'pickup',
      on: {
        'wizard.goTo': {
          guard: { type: 'isPageAllowed', params: ({ event }) => ({ page: event.page }) },
          target: '.routing',
          actions: [{ type: 'rememberPage', params: ({ event }) => ({ page: event.page }) }, 'clearMessages'],
        },
        'order.saveDraft': {
          target: 'saving',
          actions: [{ type: 'takeFacts', params: facts }, 'forgetStalePrice'],
        },
        'price.calculate': {
          target: 'pricing',
          actions: [{ type: 'takeFacts', params: facts }, 'forgetStalePrice'],
        },
        'order.publish': [
          {
            guard: {
              type: 'isPublishable',
              params: ({ event }) => ({ fingerprint: event.fingerprint, valid: event.valid }),
            },
            target: 'confirming',
            actions: [{ type: 'takeFacts', params: facts }, 'clearMessages'],
          },
          {
            guard: { type: 'isValid', params: ({ event }) => ({ valid: event.valid }) },
            actions: [
              { type: 'takeFacts', params: facts },
              'forgetStalePrice',
              assign({ publishRefusal: 'priceNotCalculated' }),
              emit({ type: 'order.publishRefused', reason: 'priceNotCalculated' } as const),
            ],
          },
          {
            actions: [
              { type: 'takeFacts', params: facts },
              'forgetStalePrice',
              assign({ publishRefusal: 'invalid' }),
              emit({ type: 'order.publishRefused', reason: 'invalid' } as const),
            ],
          },
        ],
        'order.retry': [
          { guard: 'failedDraft', target: 'saving' },
          { guard: 'failedPrice', target: 'pricing' },
          // a publish is retried only while the price still belongs to the values on screen
          { guard: and(['failedPublish', 'isPriced']), target: 'publishing' },
          {
            guard: 'failedPublish',
            actions: [
              assign({ publishRefusal: 'priceNotCalculated' }),
              emit({ type: 'order.publishRefused', reason: 'priceNotCalculated' } as const),
            ],
          },
        ],
        'order.dismissError': { actions: assign({ failedWrite: null, error: null }) },
        'order.delete': [{ guard: 'isSaved', target: 'deleting' }, { target: 'deleted' }],
      },
      states: {
        /** Goes to the remembered page. */
        routing: {
          always: [
            { guard: 'startsOnReturnLeg', target: 'returnLeg' },
            { guard: 'startsOnPreview', target: 'preview' },
            { target: 'pickup' },
          ],
        },
        pickup: {
          tags: ['page1'],
          entry: { type: 'rememberPage', params: { page: 'pickup' } },
          on: {
            'wizard.next': [
              {
                guard: { type: 'eventHasReturnLeg', params: facts },
                target: 'returnLeg',
                actions: [{ type: 'takeFacts', params: facts }, 'forgetStalePrice'],
              },
              {
                target: 'preview',
                actions: [{ type: 'takeFacts', params: facts }, 'forgetStalePrice'],
              },
            ],
          },
        },
        returnLeg: {
          tags: ['page2'],
          entry: { type: 'rememberPage', params: { page: 'returnLeg' } },
          on: {
            'order.change': {
              // the return page disappears when the round trip or its vehicle change is turned off
              guard: { type: 'lostReturnLeg', params: facts },
              target: 'pickup',
              actions: [{ type: 'takeFacts', params: facts }, 'forgetStalePrice', 'clearMessages'],
            },
            'wizard.next': {
              target: 'preview',
              actions: [{ type: 'takeFacts', params: facts }, 'forgetStalePrice'],
            },
            'wizard.back': 'pickup',
          },
        },
        preview: {
          tags: ['preview'],
          entry: [{ type: 'rememberPage', params: { page: 'preview' } }],
          // the Go trip / Return trip tabs are the screen's own state (kept while the price is recalculated)
          on: {
            'wizard.back': [{ guard: 'hasReturnLeg', target: 'returnLeg' }, { target: 'pickup' }],
          },
        },
      },
    },
    saving: writeState('draft'),
    /** Saving step 3: the server prices the order. Any change leaves this state and stops the calculation. */
    pricing: writeState('price'),
    /** The confirm route and price modal. */
    confirming: {
      tags: ['confirmOpen'],
      on: {
        'order.confirm': 'publishing',
        'order.confirmCancel': 'editing.preview',
        'order.change': {
          target: 'editing.routing',
          actions: [{ type: 'takeFacts', params: facts }, 'forgetStalePrice', 'clearMessages'],
        },
      },
    },
    publishing: writeState('publish'),
    /** The share-status-changes modal. */
    sharing: {
      tags: ['shareOpen'],
      on: { 'share.close': 'published' },
    },
    published: {
      type: 'final',
      entry: assign({ outcome: 'published' as const }),
    },
    deleting: {
      tags: ['progress', 'deleting'],
      invoke: {
        id: 'deleteOrder',
        src: 'deleteOrder',
        input: ({ context }) => ({ transportId: context.transportId ?? 0 }),
        onDone: 'deleted',
        onError: {
          target: 'editing.routing',
          actions: [
            assign(({ event }) => ({ error: event.error })),
            emit(({ event }) => ({ type: 'order.failed' as const, kind: 'delete' as const, error: event.error })),
          ],
        },
      },
    },
    deleted: {
      type: 'final',
      entry: assign({ outcome: 'deleted' as const }),
    },
  },
  output: ({ context }) => ({
    transportId: context.transportId,
    outcome: context.outcome ?? 'deleted',
  }),
});

type OrderWizardSnapshot = SnapshotFrom<typeof orderWizardMachine>;

/** The page the wizard shows (also while a write is in progress: the page it returns to). */
export function orderWizardPage(snapshot: OrderWizardSnapshot): OrderPage {
  if (snapshot.matches({ editing: 'returnLeg' })) return 'returnLeg';
  if (snapshot.matches({ editing: 'preview' })) return 'preview';
  if (snapshot.matches({ editing: 'pickup' })) return 'pickup';
  return snapshot.context.page;
}

/** The progress modal's phase, or null when nothing is being written. */
export function orderProgressPhase(snapshot: OrderWizardSnapshot): OrderProgressPhase | null {
  if (snapshot.hasTag('saving')) return 'saving';
  if (snapshot.hasTag('calculatingPrice')) return 'calculatingPrice';
  if (snapshot.hasTag('publishing')) return 'publishing';
  if (snapshot.hasTag('deleting')) return 'deleting';
  return null;
}

/** prices_calculated: a price was calculated for exactly the values on screen. */
export function isOrderPriced(snapshot: OrderWizardSnapshot): boolean {
  const { price, fingerprint } = snapshot.context;
  return price !== null && price.fingerprint === fingerprint;
}
