/**
 * The order wizard (spec 2 §2 "Order wizard", §4): the pages 1 Noutopaikka (`pickup`), 2 Paluu (`returnLeg`, only
 * for a round trip with a vehicle change) and Esikatsele (`preview`; its Go trip / Return trip tabs are the screen's state); save draft (state 2),
 * calculate price (saving step 3, then the preview with the prices), confirm route and price → publish (saving
 * step 4, publish=true) → share → done; delete.
 *
 * The machine owns the page and the effects; react-hook-form owns the values and their errors. Every event that
 * writes carries the values on screen (`price.calculate` and `order.publish` the validated ones). The price is kept
 * with the fingerprint of the values it was calculated for: a change of anything (`order.change`) forgets it, and a
 * change while the price is being calculated leaves `pricing`, which stops the calculation (XState v5 invoke), so a
 * price for other values never comes back. Publishing is refused (`order.publishRefused` is emitted and
 * `publishRefusal` set; the UI shows the errors and scrolls to the calculate button) unless the form is valid and
 * the price was calculated for exactly the values on screen.
 *
 * Writes carry an idempotency key (`${sessionKey}:${writeSeq}`): the same key until a write succeeds, so a retry
 * after a lost answer (`order.retry`, or the same button again) never makes a second transport; the API answers a
 * repeated key with the first result. The PATCHes carry the version last loaded or saved (a newer stored one: 409).
 *
 * The app provides the actors `saveDraft`, `calculatePrice`, `publishOrder` (each gets an `OrderWriteInput` and
 * resolves with the transport the server answered) and `deleteOrder` (gets the id).
 */
import type { components } from '@siirto/api-client/schema';
import { and, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { orderValuesFingerprint } from '../transports/fingerprint.ts';
import { needsReturnLeg } from '../transports/order.ts';

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
export const ORDER_SAVING_STEP = { draft: 2, price: 3, publish: 4 } as const;

export interface OrderWriteInput {
  readonly kind: OrderWriteKind;
  /** The values to send (the order's payload). */
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
  readonly values: OrderValues;
  readonly fingerprint: string;
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
  readonly values?: OrderValues;
  readonly page?: OrderPage;
  /** The transport as loaded, when its price was calculated for exactly `values` (state 31 or 3). */
  readonly pricedTransport?: OrderTransport | null;
}

export type OrderWizardEvent =
  | { type: 'order.change'; values: OrderValues }
  | { type: 'wizard.next'; values: OrderValues }
  | { type: 'wizard.back' }
  | { type: 'wizard.goTo'; page: OrderPage }
  | { type: 'order.saveDraft'; values: OrderValues }
  | { type: 'price.calculate'; values: OrderValues }
  | { type: 'price.cancel' }
  | { type: 'order.publish'; values: OrderValues; valid: boolean }
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

const missingActor = (name: string) => () =>
  Promise.reject(new Error(`orderWizardMachine: provide the '${name}' actor`));

const PUBLISHED_STATES: ReadonlySet<number> = new Set([3, 31]);

function noticeFor(created: boolean, transport: OrderTransport): OrderNotice {
  const published = PUBLISHED_STATES.has(transport.state);
  if (created) return published ? 'createdAndPublished' : 'created';
  return published ? 'updatedAndPublished' : 'updated';
}

function versionOf(transport: OrderTransport, fallback: number | null): number | null {
  return Number.isInteger(transport.version) ? transport.version : fallback;
}

function writeInput(context: OrderWizardContext, kind: OrderWriteKind): OrderWriteInput {
  return {
    kind,
    values: context.values,
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

const writeActor = (name: string) => fromPromise<OrderTransport, OrderWriteInput>(missingActor(name));

export const orderWizardMachine = setup({
  types: {
    context: {} as OrderWizardContext,
    events: {} as OrderWizardEvent,
    input: {} as OrderWizardInput,
    emitted: {} as OrderWizardEmitted,
    output: {} as OrderWizardOutput,
  },
  actors: {
    /** Save with state 2 (saving step 2). App-provided. */
    saveDraft: writeActor('saveDraft'),
    /** Save with saving step 3; the answer carries the server's prices. App-provided. */
    calculatePrice: writeActor('calculatePrice'),
    /** Save with saving step 4 and publish=true. App-provided. */
    publishOrder: writeActor('publishOrder'),
    /** DELETE the transport. App-provided. */
    deleteOrder: fromPromise<unknown, { transportId: number }>(missingActor('deleteOrder')),
  },
  guards: {
    hasReturnLeg: ({ context }) => needsReturnLeg(context.values),
    eventHasReturnLeg: (_, params: { values: OrderValues }) => needsReturnLeg(params.values),
    isPageAllowed: ({ context }, params: { page: OrderPage }) =>
      params.page !== 'returnLeg' || needsReturnLeg(context.values),
    isPriceCalculatedFor: ({ context }, params: { values: OrderValues }) =>
      context.price !== null && context.price.fingerprint === orderValuesFingerprint(params.values),
    isPublishable: ({ context }, params: { values: OrderValues; valid: boolean }) =>
      params.valid && context.price !== null && context.price.fingerprint === orderValuesFingerprint(params.values),
    isValid: (_, params: { valid: boolean }) => params.valid,
    isSaved: ({ context }) => context.transportId !== null,
    lostReturnLeg: (_, params: { values: OrderValues }) => !needsReturnLeg(params.values),
    failedDraft: ({ context }) => context.failedWrite === 'draft',
    failedPrice: ({ context }) => context.failedWrite === 'price',
    failedPublish: ({ context }) => context.failedWrite === 'publish',
    isPriced: ({ context }) => context.price !== null && context.price.fingerprint === context.fingerprint,
    startsOnReturnLeg: ({ context }) => context.page === 'returnLeg' && needsReturnLeg(context.values),
    startsOnPreview: ({ context }) => context.page === 'preview',
  },
  actions: {
    /** Take the values on screen; a price calculated for other values is forgotten. */
    takeValues: assign((_, params: { values: OrderValues }) => ({
      values: params.values,
      fingerprint: orderValuesFingerprint(params.values),
    })),
    forgetStalePrice: assign(({ context }) =>
      context.price !== null && context.price.fingerprint !== context.fingerprint ? { price: null } : {},
    ),
    rememberPage: assign((_, params: { page: OrderPage }) => ({ page: params.page })),
    clearMessages: assign({ publishRefusal: null, notice: null }),
  },
}).createMachine({
  id: 'orderWizard',
  context: ({ input }) => {
    const values = input.values ?? {};
    const fingerprint = orderValuesFingerprint(values);
    return {
      transportId: input.transportId ?? null,
      version: input.version ?? null,
      state: input.state ?? null,
      values,
      fingerprint,
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
      actions: [
        { type: 'takeValues', params: ({ event }) => ({ values: event.values }) },
        'forgetStalePrice',
        'clearMessages',
      ],
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
          actions: [{ type: 'takeValues', params: ({ event }) => ({ values: event.values }) }, 'forgetStalePrice'],
        },
        'price.calculate': {
          target: 'pricing',
          actions: [{ type: 'takeValues', params: ({ event }) => ({ values: event.values }) }, 'forgetStalePrice'],
        },
        'order.publish': [
          {
            guard: {
              type: 'isPublishable',
              params: ({ event }) => ({ values: event.values, valid: event.valid }),
            },
            target: 'confirming',
            actions: [{ type: 'takeValues', params: ({ event }) => ({ values: event.values }) }, 'clearMessages'],
          },
          {
            guard: { type: 'isValid', params: ({ event }) => ({ valid: event.valid }) },
            actions: [
              { type: 'takeValues', params: ({ event }) => ({ values: event.values }) },
              'forgetStalePrice',
              assign({ publishRefusal: 'priceNotCalculated' }),
              emit({ type: 'order.publishRefused', reason: 'priceNotCalculated' } as const),
            ],
          },
          {
            actions: [
              { type: 'takeValues', params: ({ event }) => ({ values: event.values }) },
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
                guard: { type: 'eventHasReturnLeg', params: ({ event }) => ({ values: event.values }) },
                target: 'returnLeg',
                actions: [
                  { type: 'takeValues', params: ({ event }) => ({ values: event.values }) },
                  'forgetStalePrice',
                ],
              },
              {
                target: 'preview',
                actions: [
                  { type: 'takeValues', params: ({ event }) => ({ values: event.values }) },
                  'forgetStalePrice',
                ],
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
              guard: { type: 'lostReturnLeg', params: ({ event }) => ({ values: event.values }) },
              target: 'pickup',
              actions: [
                { type: 'takeValues', params: ({ event }) => ({ values: event.values }) },
                'forgetStalePrice',
                'clearMessages',
              ],
            },
            'wizard.next': {
              target: 'preview',
              actions: [{ type: 'takeValues', params: ({ event }) => ({ values: event.values }) }, 'forgetStalePrice'],
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
    saving: {
      tags: ['progress', 'saving'],
      entry: 'clearMessages',
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => writeInput(context, 'draft'),
        onDone: {
          target: 'editing.routing',
          actions: [
            assign(({ context, event }) => afterWrite(context, event.output)),
            // after the assign: the notice it computed from the context before the write
            emit(({ context, event }) => ({
              type: 'order.saved' as const,
              notice: context.notice ?? 'updated',
              transport: event.output,
            })),
          ],
        },
        onError: {
          target: 'editing.routing',
          actions: [
            assign(({ event }) => ({ failedWrite: 'draft' as const, error: event.error })),
            emit(({ event }) => ({ type: 'order.failed' as const, kind: 'draft' as const, error: event.error })),
          ],
        },
      },
    },
    /** Saving step 3: the server prices the order. Any change leaves this state and stops the calculation. */
    pricing: {
      tags: ['progress', 'calculatingPrice'],
      entry: ['clearMessages', assign({ price: null })],
      invoke: {
        id: 'calculatePrice',
        src: 'calculatePrice',
        input: ({ context }) => writeInput(context, 'price'),
        onDone: {
          target: 'editing.preview',
          actions: [
            assign(({ context, event }) => ({
              ...afterWrite(context, event.output),
              price: { fingerprint: context.fingerprint, transport: event.output },
            })),
            // spec 2 §4: the notice follows the answer's state after every create or update (31: "… and published")
            emit(({ context, event }) => ({
              type: 'order.saved' as const,
              notice: context.notice ?? 'updated',
              transport: event.output,
            })),
          ],
        },
        onError: {
          target: 'editing.routing',
          actions: [
            assign(({ event }) => ({ failedWrite: 'price' as const, error: event.error })),
            emit(({ event }) => ({ type: 'order.failed' as const, kind: 'price' as const, error: event.error })),
          ],
        },
      },
      on: {
        'order.change': {
          target: 'editing.routing',
          actions: [{ type: 'takeValues', params: ({ event }) => ({ values: event.values }) }, 'clearMessages'],
        },
        'price.cancel': 'editing.routing',
      },
    },
    /** The confirm route and price modal. */
    confirming: {
      tags: ['confirmOpen'],
      on: {
        'order.confirm': 'publishing',
        'order.confirmCancel': 'editing.preview',
        'order.change': {
          target: 'editing.routing',
          actions: [
            { type: 'takeValues', params: ({ event }) => ({ values: event.values }) },
            'forgetStalePrice',
            'clearMessages',
          ],
        },
      },
    },
    publishing: {
      tags: ['progress', 'publishing'],
      entry: 'clearMessages',
      // the form is read-only while the priced values are being published
      on: { 'order.change': {} },
      invoke: {
        id: 'publishOrder',
        src: 'publishOrder',
        input: ({ context }) => writeInput(context, 'publish'),
        onDone: {
          target: 'sharing',
          actions: [
            assign(({ context, event }) => afterWrite(context, event.output)),
            // after the assign: the notice it computed from the context before the write
            emit(({ context, event }) => ({
              type: 'order.saved' as const,
              notice: context.notice ?? 'updated',
              transport: event.output,
            })),
          ],
        },
        onError: {
          target: 'editing.preview',
          actions: [
            assign(({ event }) => ({ failedWrite: 'publish' as const, error: event.error })),
            emit(({ event }) => ({ type: 'order.failed' as const, kind: 'publish' as const, error: event.error })),
          ],
        },
      },
    },
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

/** The return page (2 Paluu) is shown: a round trip with a vehicle change. */
export function hasOrderReturnPage(snapshot: OrderWizardSnapshot): boolean {
  return needsReturnLeg(snapshot.context.values);
}
