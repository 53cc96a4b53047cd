import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RegistrationDraft, RegistrationValues } from '../schemas/registration.ts';
import {
  canCompleteRegistration,
  registrationServerErrors,
  registrationWizardMachine,
  registrationWizardStep,
} from './registrationWizard.ts';

const password = 'Siirto!Demo2026';
const filled: RegistrationDraft = {
  company_name: 'Uusi Kuljetus Oy',
  company_business_id: '7654321-0',
  company_street_address: 'Aleksanterinkatu 5',
  company_postal_code: '00100',
  company_city_id: '91',
  company_invoicing_type: 5,
  company_invoicing_email: 'laskut@uusi.fi',
  company_invoicing_address: '',
  company_invoicing_operator: '',
  first_name: 'Liisa',
  last_name: 'Laine',
  phone: '+358401234567',
  email: ' Liisa@Uusi.fi',
  email2: 'liisa@uusi.fi',
  password,
  password2: password,
  agree_contract: true,
  agree_terms: true,
};

function startWizard(submit: (values: RegistrationValues) => Promise<unknown> = () => Promise.resolve({ id: 1 })) {
  const submitted: RegistrationValues[] = [];
  let tokensCleared = 0;
  const machine = registrationWizardMachine.provide({
    actors: {
      submitRegistration: fromPromise<unknown, RegistrationValues>(({ input }) => {
        submitted.push(input);
        return submit(input);
      }),
    },
    actions: {
      clearTokens: () => {
        tokensCleared += 1;
      },
    },
  });
  const actor = createActor(machine).start();
  const step = () => registrationWizardStep(actor.getSnapshot());
  return { actor, step, submitted, tokensCleared: () => tokensCleared };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('registration wizard: navigation', () => {
  it('clears stored tokens when it opens and starts at step 1', () => {
    const { step, tokensCleared } = startWizard();
    expect(step()).toBe(1);
    expect(tokensCleared()).toBe(1);
  });

  it('moves freely among steps 1 to 3, empty fields or not', () => {
    const { actor, step } = startWizard();
    actor.send({ type: 'wizard.next' });
    expect(step()).toBe(2);
    actor.send({ type: 'wizard.next' });
    expect(step()).toBe(3);
    actor.send({ type: 'wizard.goTo', step: 1 });
    expect(step()).toBe(1);
    actor.send({ type: 'wizard.goTo', step: 3 });
    expect(step()).toBe(3);
    actor.send({ type: 'wizard.back' });
    expect(step()).toBe(2);
    actor.send({ type: 'wizard.back' });
    expect(step()).toBe(1);
  });

  it('opens the summary only when both agreements are ticked', () => {
    const { actor, step } = startWizard();
    actor.send({ type: 'wizard.goTo', step: 3 });
    actor.send({ type: 'wizard.update', values: { agree_contract: true } });
    actor.send({ type: 'wizard.next' });
    expect(step()).toBe(3);
    actor.send({ type: 'wizard.goTo', step: 4 });
    expect(step()).toBe(3);
    expect(canCompleteRegistration(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'wizard.update', values: { agree_terms: true } });
    expect(canCompleteRegistration(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'wizard.next' });
    expect(step()).toBe(4);
    actor.send({ type: 'wizard.back' });
    expect(step()).toBe(3);
    actor.send({ type: 'wizard.goTo', step: 4 });
    expect(step()).toBe(4);
  });

  it('Continue on the contract step without both agreements stays there and shows why', () => {
    const { actor, step } = startWizard();
    actor.send({ type: 'wizard.goTo', step: 3 });
    actor.send({ type: 'wizard.update', values: { agree_terms: true } });
    actor.send({ type: 'wizard.next' });
    expect(step()).toBe(3);
    expect(actor.getSnapshot().context.errors).toEqual({ agree_contract: ['agreeContract'] });
    expect(actor.getSnapshot().context.touched).toEqual({ agree_contract: true });

    actor.send({ type: 'wizard.update', values: { agree_contract: true } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'wizard.next' });
    expect(step()).toBe(4);
  });

  it('Cancel on step 1 ends the wizard without output', () => {
    const { actor } = startWizard();
    actor.send({ type: 'wizard.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().output).toBeNull();
  });
});

describe('registration wizard: completing', () => {
  it('final validation marks the failing fields touched and goes to the first failing step', () => {
    const { actor, step, submitted } = startWizard();
    actor.send({
      type: 'wizard.update',
      values: { ...filled, first_name: '', company_business_id: '123', agree_contract: true, agree_terms: true },
    });
    actor.send({ type: 'wizard.goTo', step: 4 });
    actor.send({ type: 'wizard.submit' });
    const { context } = actor.getSnapshot();
    expect(step()).toBe(1);
    expect(context.errors).toEqual({ company_business_id: ['businessId'], first_name: ['required'] });
    expect(context.touched).toEqual({ company_business_id: true, first_name: true });
    expect(submitted).toEqual([]);

    actor.send({ type: 'wizard.update', values: { company_business_id: '1234567-8' } });
    expect(actor.getSnapshot().context.errors).toEqual({ first_name: ['required'] });
    actor.send({ type: 'wizard.goTo', step: 4 });
    actor.send({ type: 'wizard.submit' });
    expect(step()).toBe(2);
  });

  it('an update that repeats a value keeps its error; a changed value drops it', () => {
    const { actor } = startWizard();
    actor.send({ type: 'wizard.update', values: { ...filled, first_name: '', phone: '' } });
    actor.send({ type: 'wizard.goTo', step: 4 });
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ first_name: ['required'], phone: ['required'] });

    // the form sends all its values on each change
    actor.send({ type: 'wizard.update', values: { ...filled, first_name: '', phone: '+358401234567' } });
    expect(actor.getSnapshot().context.errors).toEqual({ first_name: ['required'] });
    expect(actor.getSnapshot().context.values.phone).toBe('+358401234567');
  });

  it('submits the validated values (e-mail lowercased, city as a number) and outputs e-mail and password', async () => {
    const { actor, submitted } = startWizard();
    actor.send({ type: 'wizard.update', values: filled });
    actor.send({ type: 'wizard.goTo', step: 4 });
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(canCompleteRegistration(actor.getSnapshot())).toBe(false);
    await settle();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ email: 'liisa@uusi.fi', company_city_id: 91 });
    expect(actor.getSnapshot().value).toBe('registered');
    expect(actor.getSnapshot().output).toEqual({ email: 'liisa@uusi.fi', password });
  });

  it('routes server field errors back to their steps and shows them beside the fields', async () => {
    const { actor, step } = startWizard(() =>
      Promise.reject(Object.assign(new Error('Bad request'), { fieldErrors: { email: ['Käyttäjä on jo olemassa'] } })),
    );
    actor.send({ type: 'wizard.update', values: filled });
    actor.send({ type: 'wizard.goTo', step: 4 });
    actor.send({ type: 'wizard.submit' });
    await settle();
    expect(step()).toBe(2);
    expect(actor.getSnapshot().context.errors).toEqual({ email: ['Käyttäjä on jo olemassa'] });
    expect(actor.getSnapshot().context.touched.email).toBe(true);
  });

  it('routes a raw field-keyed body too, the earliest step first', async () => {
    const { actor, step } = startWizard(() =>
      Promise.reject(
        Object.assign(new Error('Bad request'), {
          fieldErrors: { username: ['exists'], company_business_id: ['Y-tunnus on jo käytössä'] },
        }),
      ),
    );
    actor.send({ type: 'wizard.update', values: filled });
    actor.send({ type: 'wizard.goTo', step: 4 });
    actor.send({ type: 'wizard.submit' });
    await settle();
    expect(step()).toBe(1);
    expect(actor.getSnapshot().context.errors).toEqual({
      company_business_id: ['Y-tunnus on jo käytössä'],
      email: ['exists'],
    });
  });

  it('keeps other server errors on the summary as text', async () => {
    const { actor, step } = startWizard(() =>
      Promise.reject(Object.assign(new Error('Palvelu ei vastaa'), { fieldErrors: {} })),
    );
    actor.send({ type: 'wizard.update', values: filled });
    actor.send({ type: 'wizard.goTo', step: 4 });
    actor.send({ type: 'wizard.submit' });
    await settle();
    expect(step()).toBe(4);
    expect(actor.getSnapshot().context.formError).toBe('Palvelu ei vastaa');
  });
});

describe('registrationServerErrors', () => {
  it('splits field errors from the rest', () => {
    expect(registrationServerErrors({ phone: 'bad', non_field_errors: ['a', 'b'] })).toEqual({
      errors: { phone: ['bad'] },
      formError: 'a b',
    });
    expect(registrationServerErrors(new Error('Network down'))).toEqual({ errors: {}, formError: 'Network down' });
    expect(registrationServerErrors('oops')).toEqual({ errors: {}, formError: 'oops' });
    expect(registrationServerErrors({ fieldErrors: {}, message: 'Virhe' })).toEqual({ errors: {}, formError: 'Virhe' });
    expect(registrationServerErrors({ detail: 'Palvelu ei vastaa', email2: ['x'] })).toEqual({
      errors: { email2: ['x'] },
      formError: 'Palvelu ei vastaa',
    });
  });
});
