/**
 * The company registration wizard (spec 1 §2 /auth/register, §5 registration): steps 1–3 (company details,
 * superuser, contract) navigate freely; step 4 (summary, "Valmis") opens and completes only when both
 * agreements are ticked. Completing validates everything with `registrationSchema`, marks the failing fields
 * touched and goes to the first failing step; otherwise it submits. Server field errors go back to their
 * steps; other server errors are shown as text on the summary. Success outputs the e-mail and password
 * for the activation page. Continue on the contract step without both agreements stays there and shows
 * the agreements' errors; changing a value clears that field's error (and only a value that changed).
 *
 * The app provides `submitRegistration` (the POST) and `clearTokens` (opening the wizard clears them).
 */
import { and, assign, fromPromise, setup } from 'xstate';
import {
  registrationContractStepSchema,
  registrationSchema,
  registrationStepOf,
  emptyRegistrationValues,
} from '../schemas/registration.ts';
import type { RegistrationDraft, RegistrationValues } from '../schemas/registration.ts';

export type RegistrationWizardStep = 1 | 2 | 3 | 4;

export interface RegistrationWizardContext {
  readonly values: RegistrationDraft;
  /** Fields whose errors are shown. */
  readonly touched: Readonly<Partial<Record<keyof RegistrationDraft, true>>>;
  /** Message ids (from validation) or server texts, per field. */
  readonly errors: Readonly<Partial<Record<keyof RegistrationDraft, readonly string[]>>>;
  /** A server error that belongs to no field, shown as text on the summary. */
  readonly formError: string | null;
  /** The validated values being submitted. */
  readonly submission: RegistrationValues | null;
}

export interface RegistrationWizardOutput {
  readonly email: string;
  readonly password: string;
}

export type RegistrationWizardEvent =
  | { type: 'wizard.update'; values: Partial<RegistrationDraft> }
  | { type: 'wizard.touch'; field: keyof RegistrationDraft }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.goTo'; step: RegistrationWizardStep }
  | { type: 'wizard.cancel' }
  | { type: 'wizard.submit' };

/** Server field names that mean a registration field under another name. */
const serverFieldAliases: Readonly<Record<string, keyof RegistrationDraft>> = {
  username: 'email',
  business_identity_code: 'company_business_id',
  company_business_identity_code: 'company_business_id',
};

function isRegistrationField(key: string): key is keyof RegistrationDraft {
  return Object.hasOwn(emptyRegistrationValues, key);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (isRecord(value)) return [JSON.stringify(value)];
  return [];
}

/**
 * Splits a failed submit into field errors (by registration field) and a text for the rest. Accepts an
 * error with `fieldErrors` and `message` (the api-client's normalised error), any other Error, or a raw
 * DRF-style body (`{ field: [text], detail: text }`).
 */
export function registrationServerErrors(error: unknown): {
  errors: Partial<Record<keyof RegistrationDraft, string[]>>;
  formError: string | null;
} {
  const errors: Partial<Record<keyof RegistrationDraft, string[]>> = {};
  const rest: string[] = [];
  const take = (source: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(source)) {
      const field = isRegistrationField(key) ? key : serverFieldAliases[key];
      if (field) (errors[field] ??= []).push(...textsOf(value));
      else rest.push(...textsOf(value));
    }
  };
  if (isRecord(error) && isRecord(error.fieldErrors)) {
    take(error.fieldErrors);
    // the message of an error with field errors only summarises them
    const hasFieldErrors = Object.keys(errors).length > 0;
    if (!hasFieldErrors && typeof error.message === 'string' && error.message !== '') rest.push(error.message);
  } else if (error instanceof Error) {
    rest.push(error.message);
  } else if (isRecord(error)) {
    take(error);
  } else {
    rest.push(...textsOf(error));
  }
  return { errors, formError: rest.length > 0 ? rest.join(' ') : null };
}

/** The registration values' issues as message ids per field. */
function validationErrors(values: RegistrationDraft): {
  errors: Partial<Record<keyof RegistrationDraft, string[]>>;
  submission: RegistrationValues | null;
} {
  const result = registrationSchema.safeParse(values);
  if (result.success) return { errors: {}, submission: result.data };
  const errors: Partial<Record<keyof RegistrationDraft, string[]>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (isRegistrationField(key)) (errors[key] ??= []).push(issue.message);
  }
  return { errors, submission: null };
}

function touchedFrom(errors: Partial<Record<keyof RegistrationDraft, unknown>>) {
  return Object.fromEntries(Object.keys(errors).map((field) => [field, true])) as Partial<
    Record<keyof RegistrationDraft, true>
  >;
}

export const registrationWizardMachine = setup({
  types: {
    context: {} as RegistrationWizardContext,
    events: {} as RegistrationWizardEvent,
    output: {} as RegistrationWizardOutput | null,
  },
  actors: {
    /** POST the registration. Rejects with the server's (normalised) error. App-provided. */
    submitRegistration: fromPromise<unknown, RegistrationValues>(() =>
      Promise.reject(new Error("registrationWizardMachine: provide the 'submitRegistration' actor")),
    ),
  },
  actions: {
    /** Opening the wizard first clears stored tokens. App-provided. */
    clearTokens: () => {},
    updateValues: assign(({ context }, params: { values: Partial<RegistrationDraft> }) => {
      // the form may send all its values on every change: only a value that really changed drops its error
      const changed = new Set(
        Object.entries(params.values)
          .filter(([field, value]) => isRegistrationField(field) && !Object.is(context.values[field], value))
          .map(([field]) => field),
      );
      const errors = Object.fromEntries(Object.entries(context.errors).filter(([field]) => !changed.has(field)));
      return { values: { ...context.values, ...params.values }, errors };
    }),
    touchField: assign(({ context }, params: { field: keyof RegistrationDraft }) => ({
      touched: { ...context.touched, [params.field]: true },
    })),
    validateAll: assign(({ context }) => {
      const { errors, submission } = validationErrors(context.values);
      return { errors, submission, formError: null, touched: { ...context.touched, ...touchedFrom(errors) } };
    }),
    /** Continue on the contract step without both agreements: show why it stays. */
    validateAgreements: assign(({ context }) => {
      const result = registrationContractStepSchema.safeParse(context.values);
      const errors: Partial<Record<keyof RegistrationDraft, string[]>> = {};
      for (const issue of result.success ? [] : result.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (isRegistrationField(key)) (errors[key] ??= []).push(issue.message);
      }
      return {
        errors: { ...context.errors, ...errors },
        touched: { ...context.touched, ...touchedFrom(errors) },
      };
    }),
    takeServerErrors: assign(({ context }, params: { error: unknown }) => {
      const { errors, formError } = registrationServerErrors(params.error);
      return { errors, formError, submission: null, touched: { ...context.touched, ...touchedFrom(errors) } };
    }),
  },
  guards: {
    areAgreementsAccepted: ({ context }) => context.values.agree_contract && context.values.agree_terms,
    hasNoErrors: ({ context }) => Object.keys(context.errors).length === 0 && context.submission !== null,
    hasErrorsOnStep: ({ context }, params: { step: 1 | 2 | 3 }) =>
      Object.keys(context.errors).some((field) => registrationStepOf(field) === params.step),
    isTargetStep: ({ event }, params: { step: RegistrationWizardStep }) =>
      event.type === 'wizard.goTo' && event.step === params.step,
  },
}).createMachine({
  id: 'registrationWizard',
  context: {
    values: emptyRegistrationValues,
    touched: {},
    errors: {},
    formError: null,
    submission: null,
  },
  entry: 'clearTokens',
  initial: 'editing',
  output: ({ context }) =>
    context.submission ? { email: context.submission.email, password: context.submission.password } : null,
  states: {
    editing: {
      initial: 'companyDetails',
      on: {
        'wizard.update': { actions: { type: 'updateValues', params: ({ event }) => ({ values: event.values }) } },
        'wizard.touch': { actions: { type: 'touchField', params: ({ event }) => ({ field: event.field }) } },
        'wizard.goTo': [
          { guard: { type: 'isTargetStep', params: { step: 1 } }, target: '.companyDetails' },
          { guard: { type: 'isTargetStep', params: { step: 2 } }, target: '.superuser' },
          { guard: { type: 'isTargetStep', params: { step: 3 } }, target: '.contract' },
          {
            guard: and([{ type: 'isTargetStep', params: { step: 4 as const } }, 'areAgreementsAccepted']),
            target: '.summary',
          },
        ],
      },
      states: {
        /** Step 1: company details. Cancel goes back to the root. */
        companyDetails: {
          tags: ['step1'],
          on: { 'wizard.next': 'superuser', 'wizard.cancel': '#registrationWizard.cancelled' },
        },
        /** Step 2: the superuser (main user). */
        superuser: {
          tags: ['step2'],
          on: { 'wizard.next': 'contract', 'wizard.back': 'companyDetails' },
        },
        /** Step 3: the contract and the terms of service. */
        contract: {
          tags: ['step3'],
          on: {
            'wizard.next': [{ guard: 'areAgreementsAccepted', target: 'summary' }, { actions: 'validateAgreements' }],
            'wizard.back': 'superuser',
          },
        },
        /** Step 4: the read-only summary with the complete button. */
        summary: {
          tags: ['step4'],
          on: {
            'wizard.back': 'contract',
            'wizard.submit': { guard: 'areAgreementsAccepted', target: '#registrationWizard.validating' },
          },
        },
      },
    },
    validating: {
      entry: 'validateAll',
      always: [{ guard: 'hasNoErrors', target: 'submitting' }, { target: 'routingErrors' }],
    },
    /** Goes to the first step with a failing field; errors on no field stay on the summary. */
    routingErrors: {
      always: [
        { guard: { type: 'hasErrorsOnStep', params: { step: 1 } }, target: 'editing.companyDetails' },
        { guard: { type: 'hasErrorsOnStep', params: { step: 2 } }, target: 'editing.superuser' },
        { guard: { type: 'hasErrorsOnStep', params: { step: 3 } }, target: 'editing.contract' },
        { target: 'editing.summary' },
      ],
    },
    submitting: {
      tags: ['step4', 'submitting'],
      invoke: {
        src: 'submitRegistration',
        id: 'submitRegistration',
        input: ({ context }) => {
          if (!context.submission) throw new Error('registrationWizardMachine: submitting without validated values');
          return context.submission;
        },
        onDone: 'registered',
        onError: {
          target: 'routingErrors',
          actions: { type: 'takeServerErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Success: the app shows the activation dialog and goes to /auth/activation with the output. */
    registered: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** The step a wizard snapshot shows (1–4), for the stepper. */
export function registrationWizardStep(snapshot: { hasTag: (tag: string) => boolean }): RegistrationWizardStep {
  if (snapshot.hasTag('step1')) return 1;
  if (snapshot.hasTag('step2')) return 2;
  if (snapshot.hasTag('step3')) return 3;
  return 4;
}

/** Whether the summary's complete button is enabled: both agreements ticked and not already submitting. */
export function canCompleteRegistration(snapshot: {
  readonly context: RegistrationWizardContext;
  hasTag: (tag: string) => boolean;
}): boolean {
  return (
    snapshot.context.values.agree_contract && snapshot.context.values.agree_terms && !snapshot.hasTag('submitting')
  );
}
