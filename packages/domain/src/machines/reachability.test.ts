/**
 * Path tests with xstate/graph: every resting state of every machine is reachable by some sequence of
 * events (actor results included as their done/error events). Transient states (only `always`
 * transitions) are never at rest; they are proven passed through by the states behind them.
 */
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import type { RegistrationDraft } from '../schemas/registration.ts';
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
      { type: 'session.passwordChanged' },
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
      { type: 'wizard.next' },
      { type: 'wizard.back' },
      { type: 'wizard.cancel' },
      { type: 'wizard.submit' },
      { type: 'wizard.update', values: { agree_contract: true, agree_terms: true } },
      { type: 'wizard.update', values: complete },
      done('submitRegistration', { id: 1 }),
      failed('submitRegistration', { fieldErrors: { email: ['exists'] } }),
    ];
    const reached = reachedStatePaths(registrationWizardMachine, events);
    const resting = restingStatePaths(registrationWizardMachine);
    expect(resting).toEqual(expect.arrayContaining(['editing.summary', 'submitting', 'registered', 'cancelled']));
    expect(resting.filter((state) => !reached.has(state))).toEqual([]);
  });
});
