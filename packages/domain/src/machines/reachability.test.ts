/**
 * Path tests with xstate/graph: every resting state of every machine is reachable by some sequence of
 * events (actor results included as their done/error events). Transient states (only `always`
 * transitions) are never at rest; they are proven passed through by the states behind them.
 */
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { registrationSchema, type RegistrationDraft } from '../schemas/registration.ts';
import { isOrderPriced, orderValuesFacts, orderWizardMachine, type OrderWizardContext } from './orderWizard.ts';
import { registrationWizardMachine } from './registrationWizard.ts';
import { sessionMachine } from './session.ts';
import { companyFixture, enumsFixture, statusFixture, userFixture } from './test-fixtures.ts';
import { versionCheckMachine } from './versionCheck.ts';

type StateNode = ReturnType<typeof getStateNodes>[number];

function isTransient(node: StateNode): boolean {
  return node.always !== undefined && node.always.length > 0;
}

/** The resting state nodes of a machine, as dotted paths ('booting.status.loading'). */
function restingStatePaths(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => !isTransient(node))
    .map((node) => node.path.join('.'));
}

/** The dotted paths of every state the shortest paths reach. */
function reachedStatePaths(machine: AnyStateMachine, events: AnyEventObject[], input?: unknown): Set<string> {
  const paths = shortestPaths(machine, events, input);
  const reached = new Set<string>();
  const allPaths = getStateNodes(machine.root).map((node) => node.path.join('.'));
  for (const path of paths) {
    const snapshot = path.state as AnyMachineSnapshot;
    for (const statePath of allPaths) if (snapshot.matches(statePath)) reached.add(statePath);
  }
  return reached;
}

/** Shortest paths over a machine with the given events, internal actor and delay events included. */
function shortestPaths(
  machine: AnyStateMachine,
  events: AnyEventObject[],
  input?: unknown,
  toState?: (snapshot: AnyMachineSnapshot) => boolean,
) {
  return getShortestPaths(machine, { events, input, ...(toState && { toState }) });
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const after = (delay: string, stateId: string) => ({ type: `xstate.after.${delay}.${stateId}` });

describe('reachability (xstate/graph)', () => {
  it('session: every state is reachable', () => {
    const tokens = { access: 'a', refresh: 'r' };
    const events: AnyEventObject[] = [
      done('loadStatus', statusFixture),
      failed('loadStatus', new Error('down')),
      done('loadEnums', enumsFixture),
      done('readTokens', tokens),
      done('readTokens', null),
      done('loadUser', userFixture),
      failed('loadUser', new Error('401')),
      failed('loadUser', { status: 503 }),
      { type: 'session.retry' },
      done('loadCompany', companyFixture),
      done('loadCompany', { ...companyFixture, accepted: false }),
      failed('loadCompany', { status: 404 }),
      done('loadAccount', null),
      after('companyLogoutDelay', 'session.companyMissing'),
      { type: 'session.login', tokens },
      { type: 'session.logout' },
      { type: 'session.ended' },
    ];
    const reached = new Set([
      ...reachedStatePaths(sessionMachine, events, { pathname: '/dashboard/frontpage' }),
      ...reachedStatePaths(sessionMachine, events, { pathname: '/auth/company/user/invitation' }),
    ]);
    const resting = restingStatePaths(sessionMachine);
    expect(resting).toEqual(
      expect.arrayContaining([
        'signedIn',
        'signedOut',
        'blocked',
        'companyMissing',
        'invitation',
        'loadingAccount',
        'unavailable',
      ]),
    );
    expect(resting.filter((state) => !reached.has(state))).toEqual([]);
  });

  it('session: the company 404 path ends signed out after the delay', () => {
    const paths = shortestPaths(
      sessionMachine,
      [
        done('loadStatus', statusFixture),
        done('loadEnums', enumsFixture),
        done('readTokens', { access: 'a', refresh: null }),
        done('loadUser', userFixture),
        failed('loadCompany', { status: 404 }),
        after('companyLogoutDelay', 'session.companyMissing'),
      ],
      { pathname: '/dashboard' },
      (snapshot) =>
        snapshot.matches('signedOut') && (snapshot.context as { redirect: unknown }).redirect === '/auth/login',
    );
    expect(paths.length).toBeGreaterThan(0);
    expect(paths[0]?.steps.map((step) => (step.event as AnyEventObject).type).slice(-2)).toEqual([
      'xstate.error.actor.loadCompany',
      'xstate.after.companyLogoutDelay.session.companyMissing',
    ]);
  });

  it('version check: every state is reachable', () => {
    const events: AnyEventObject[] = [
      after('pollInterval', 'versionCheck.waiting'),
      { type: 'version.check' },
      done('fetchVersion', '2.1.12'),
      done('fetchVersion', '2.2.0'),
      failed('fetchVersion', new Error('offline')),
      after('noticeDuration', 'versionCheck.updateAvailable.noticeVisible'),
      { type: 'version.updateNow' },
      { type: 'version.later' },
    ];
    const reached = reachedStatePaths(versionCheckMachine, events, { currentVersion: '2.1.12' });
    const resting = restingStatePaths(versionCheckMachine);
    expect(resting).toEqual(
      expect.arrayContaining(['updateAvailable.noticeVisible', 'updateAvailable.noticeHidden', 'reloading']),
    );
    expect(resting.filter((state) => !reached.has(state))).toEqual([]);
  });

  it('registration wizard: every state is reachable', () => {
    const password = 'Siirto!Demo2026';
    const complete: Partial<RegistrationDraft> = {
      company_name: 'Uusi Oy',
      company_business_id: '7654321-0',
      company_street_address: 'Katu 1',
      company_postal_code: '00100',
      company_city_id: 91,
      company_invoicing_type: 5,
      company_invoicing_email: 'laskut@uusi.fi',
      first_name: 'Liisa',
      last_name: 'Laine',
      phone: '+358401234567',
      email: 'liisa@uusi.fi',
      email2: 'liisa@uusi.fi',
      password,
      password2: password,
      agree_contract: true,
      agree_terms: true,
    };
    const events: AnyEventObject[] = [
      { type: 'wizard.next', values: { agree_contract: false, agree_terms: false } },
      { type: 'wizard.next', values: complete },
      { type: 'wizard.back' },
      { type: 'wizard.cancel' },
      { type: 'wizard.submit', values: registrationSchema.parse(complete) },
      { type: 'wizard.invalid', fields: ['first_name'] },
      done('submitRegistration', { id: 1 }),
      failed('submitRegistration', { fieldErrors: { email: ['exists'] } }),
    ];
    const reached = reachedStatePaths(registrationWizardMachine, events);
    const resting = restingStatePaths(registrationWizardMachine);
    expect(resting).toEqual(expect.arrayContaining(['editing.summary', 'submitting', 'registered', 'cancelled']));
    expect(resting.filter((state) => !reached.has(state))).toEqual([]);
  });

  describe('order wizard', () => {
    const oneWay = { vehicle: 'ABC-123', round_trip: false, round_trip_no_vehicle_change: false };
    const vehicleChange = { ...oneWay, round_trip: true };
    const saved = { id: 41, state: 2, version: 2 };
    const priced = { id: 41, state: 31, version: 3, price: 250 };
    const published = { id: 41, state: 3, version: 4, price: 250 };
    const events: AnyEventObject[] = [
      { type: 'order.change', ...orderValuesFacts(oneWay) },
      { type: 'order.change', ...orderValuesFacts(vehicleChange) },
      { type: 'wizard.next', ...orderValuesFacts(oneWay) },
      { type: 'wizard.next', ...orderValuesFacts(vehicleChange) },
      { type: 'wizard.back' },
      { type: 'wizard.goTo', page: 'pickup' },
      { type: 'wizard.goTo', page: 'returnLeg' },
      { type: 'wizard.goTo', page: 'preview' },
      { type: 'order.saveDraft', ...orderValuesFacts(oneWay) },
      { type: 'price.calculate', ...orderValuesFacts(oneWay) },
      { type: 'order.publish', ...orderValuesFacts(oneWay), valid: true },
      { type: 'order.publish', ...orderValuesFacts(oneWay), valid: false },
      { type: 'order.confirm' },
      { type: 'order.confirmCancel' },
      { type: 'order.retry' },
      { type: 'order.delete' },
      { type: 'share.close' },
      done('saveDraft', saved),
      failed('saveDraft', new Error('offline')),
      done('calculatePrice', priced),
      failed('calculatePrice', new Error('400')),
      done('publishOrder', published),
      failed('publishOrder', new Error('409')),
      done('deleteOrder', null),
      failed('deleteOrder', new Error('403')),
    ];
    // the state space is the state, whether it is priced and saved, the failed write and the return page; the
    // write counter and the answers themselves would make it endless
    const serializeState = (snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as OrderWizardContext;
      return JSON.stringify([
        snapshot.value,
        snapshot.status,
        context.price !== null,
        context.transportId !== null,
        context.failedWrite,
        context.returnLeg,
      ]);
    };
    const paths = (toState?: (snapshot: AnyMachineSnapshot) => boolean) =>
      getShortestPaths(orderWizardMachine as AnyStateMachine, {
        events,
        input: { sessionKey: 'graph', getValues: () => oneWay },
        serializeState,
        ...(toState && { toState }),
      });
    const eventTypes = (path: { steps: { event: unknown }[] }) =>
      path.steps.map((step) => (step.event as AnyEventObject).type);

    it('every state is reachable', () => {
      const allPaths = getStateNodes(orderWizardMachine.root).map((node) => node.path.join('.'));
      const reached = new Set<string>();
      for (const path of paths()) {
        const snapshot = path.state as AnyMachineSnapshot;
        for (const statePath of allPaths) if (snapshot.matches(statePath)) reached.add(statePath);
      }
      const resting = restingStatePaths(orderWizardMachine);
      expect(resting).toEqual(
        expect.arrayContaining([
          'editing.pickup',
          'editing.returnLeg',
          'editing.preview',
          'saving',
          'pricing',
          'confirming',
          'publishing',
          'sharing',
          'published',
          'deleting',
          'deleted',
        ]),
      );
      expect(resting.filter((state) => !reached.has(state))).toEqual([]);
    });

    it('publishing is reached only through a calculated price and the confirmation', () => {
      const toPublishing = paths((snapshot) => snapshot.matches('publishing'));
      expect(toPublishing.length).toBeGreaterThan(0);
      for (const path of toPublishing) {
        const types = eventTypes(path);
        expect(types).toContain('xstate.done.actor.calculatePrice');
        expect(types.at(-1)).toBe('order.confirm');
        expect(types.at(-2)).toBe('order.publish');
      }
    });

    it('no path reaches the share modal with a price for values other than those on screen', () => {
      const toSharing = paths((snapshot) => snapshot.matches('sharing'));
      expect(toSharing.length).toBeGreaterThan(0);
      for (const path of toSharing) {
        expect(isOrderPriced(path.state), eventTypes(path).join(' ')).toBe(true);
      }
    });
  });
});
