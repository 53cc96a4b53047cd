import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { registrationSchema, type RegistrationDraft, type RegistrationValues } from '../schemas/registration.ts';
import {
  canCompleteRegistration,
  registrationServerErrors,
  registrationWizardMachine,
  registrationWizardStep,
  type RegistrationRejection,
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
  const actor = createActor(machine);
  const rejections: RegistrationRejection[] = [];
  actor.on('wizard.rejected', (event) => rejections.push(event));
  actor.start();
  const step = () => registrationWizardStep(actor.getSnapshot());
  return { actor, step, submitted, rejections, tokensCleared: () => tokensCleared };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

/** What the form hands over on Complete: the values its resolver (`registrationSchema`) validated. */
const validated = (values: RegistrationDraft): RegistrationValues => registrationSchema.parse(values);

const unticked = { agree_contract: false, agree_terms: false };
const ticked = { agree_contract: true, agree_terms: true };

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
    actor.send({ type: 'wizard.next', values: unticked });
    expect(step()).toBe(2);
    actor.send({ type: 'wizard.next', values: unticked });
    expect(step()).toBe(3);
    actor.send({ type: 'wizard.goTo', step: 1, values: unticked });
    expect(step()).toBe(1);
    actor.send({ type: 'wizard.goTo', step: 3, values: unticked });
    expect(step()).toBe(3);
    actor.send({ type: 'wizard.back' });
    expect(step()).toBe(2);
    actor.send({ type: 'wizard.back' });
    expect(step()).toBe(1);
  });

  it('opens the summary only when both agreements are ticked in the values it is given', () => {
    const { actor, step } = startWizard();
    const onlyContract = { agree_contract: true, agree_terms: false };
    actor.send({ type: 'wizard.goTo', step: 3, values: onlyContract });
    actor.send({ type: 'wizard.next', values: onlyContract });
    expect(step()).toBe(3);
    expect(actor.getSnapshot().can({ type: 'wizard.goTo', step: 4, values: onlyContract })).toBe(false);
    actor.send({ type: 'wizard.goTo', step: 4, values: onlyContract });
    expect(step()).toBe(3);

    expect(actor.getSnapshot().can({ type: 'wizard.goTo', step: 4, values: ticked })).toBe(true);
    actor.send({ type: 'wizard.next', values: ticked });
    expect(step()).toBe(4);
    actor.send({ type: 'wizard.back' });
    expect(step()).toBe(3);
    actor.send({ type: 'wizard.goTo', step: 4, values: ticked });
    expect(step()).toBe(4);
  });

  it('the complete button needs both agreements and is off while submitting', () => {
    const { actor } = startWizard(() => new Promise(() => {}));
    expect(canCompleteRegistration(actor.getSnapshot(), { agree_contract: true, agree_terms: false })).toBe(false);
    expect(canCompleteRegistration(actor.getSnapshot(), ticked)).toBe(true);
    actor.send({ type: 'wizard.goTo', step: 4, values: ticked });
    actor.send({ type: 'wizard.submit', values: validated(filled) });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(canCompleteRegistration(actor.getSnapshot(), ticked)).toBe(false);
  });

  it('Cancel on step 1 ends the wizard without output', () => {
    const { actor } = startWizard();
    actor.send({ type: 'wizard.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().output).toBeNull();
  });

  it('holds no form values: only the step and, once submitted, the validated values', () => {
    const { actor } = startWizard();
    actor.send({ type: 'wizard.next', values: { ...filled, agree_contract: false } });
    expect(actor.getSnapshot().context).toEqual({ failedFields: [], submission: null });
  });
});

describe('registration wizard: completing', () => {
  it('a failed final validation goes to the first step with a failing field, without submitting', () => {
    const { actor, step, submitted } = startWizard();
    actor.send({ type: 'wizard.goTo', step: 4, values: ticked });
    actor.send({ type: 'wizard.invalid', fields: ['first_name', 'company_business_id'] });
    expect(step()).toBe(1);
    expect(submitted).toEqual([]);

    actor.send({ type: 'wizard.goTo', step: 4, values: ticked });
    actor.send({ type: 'wizard.invalid', fields: ['first_name'] });
    expect(step()).toBe(2);
    actor.send({ type: 'wizard.goTo', step: 4, values: ticked });
    actor.send({ type: 'wizard.invalid', fields: ['agree_terms'] });
    expect(step()).toBe(3);
  });

  it('a failure on no registration field stays on the summary', () => {
    const { actor, step } = startWizard();
    actor.send({ type: 'wizard.goTo', step: 4, values: ticked });
    actor.send({ type: 'wizard.invalid', fields: ['root'] });
    expect(step()).toBe(4);
  });

  it('submits the validated values (e-mail lowercased, city as a number) and outputs e-mail and password', async () => {
    const { actor, submitted } = startWizard();
    actor.send({ type: 'wizard.goTo', step: 4, values: ticked });
    actor.send({ type: 'wizard.submit', values: validated(filled) });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await settle();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ email: 'liisa@uusi.fi', company_city_id: 91 });
    expect(actor.getSnapshot().value).toBe('registered');
    expect(actor.getSnapshot().output).toEqual({ email: 'liisa@uusi.fi', password });
  });

  it('reports server field errors for the form and goes back to their step', async () => {
    const { actor, step, rejections } = startWizard(() =>
      Promise.reject(Object.assign(new Error('Bad request'), { fieldErrors: { email: ['Käyttäjä on jo olemassa'] } })),
    );
    actor.send({ type: 'wizard.goTo', step: 4, values: ticked });
    actor.send({ type: 'wizard.submit', values: validated(filled) });
    await settle();
    expect(step()).toBe(2);
    expect(rejections).toEqual([
      { type: 'wizard.rejected', errors: { email: ['Käyttäjä on jo olemassa'] }, formError: null },
    ]);
  });

  it('routes a raw field-keyed body too, the earliest step first', async () => {
    const { actor, step, rejections } = startWizard(() =>
      Promise.reject(
        Object.assign(new Error('Bad request'), {
          fieldErrors: { username: ['exists'], company_business_id: ['Y-tunnus on jo käytössä'] },
        }),
      ),
    );
    actor.send({ type: 'wizard.goTo', step: 4, values: ticked });
    actor.send({ type: 'wizard.submit', values: validated(filled) });
    await settle();
    expect(step()).toBe(1);
    expect(rejections[0]?.errors).toEqual({ company_business_id: ['Y-tunnus on jo käytössä'], email: ['exists'] });
  });

  it('keeps other server errors on the summary as text, and a second try submits again', async () => {
    let answers = 0;
    const { actor, step, rejections, submitted } = startWizard(() => {
      answers += 1;
      return answers === 1
        ? Promise.reject(Object.assign(new Error('Palvelu ei vastaa'), { fieldErrors: {} }))
        : Promise.resolve({ id: 1 });
    });
    actor.send({ type: 'wizard.goTo', step: 4, values: ticked });
    actor.send({ type: 'wizard.submit', values: validated(filled) });
    await settle();
    expect(step()).toBe(4);
    expect(rejections).toEqual([{ type: 'wizard.rejected', errors: {}, formError: 'Palvelu ei vastaa' }]);

    actor.send({ type: 'wizard.submit', values: validated(filled) });
    await settle();
    expect(submitted).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('registered');
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
