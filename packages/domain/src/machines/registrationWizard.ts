/**
 * The company registration wizard (spec 1 §2 /auth/register, §5 registration): steps 1–3 (company details,
 * superuser, contract) navigate freely; step 4 (summary, "Valmis") opens and completes only when both
 * agreements are ticked. The machine owns the steps and the POST; the form (react-hook-form with
 * `registrationSchema`) owns the values and the field errors. The app sends the form's values with the moves
 * that depend on them (the agreements decide whether the summary opens), the validated values with
 * `wizard.submit`, and the failing fields of a failed final validation with `wizard.invalid`: the machine goes
 * to the first step with a failing field. A refused POST emits `wizard.rejected` with the server's field
 * errors (for the form to set on its fields) and the rest as text, and goes to the first step with a
 * failing field (the summary when no field failed). Success outputs the e-mail and password for the
 * activation page.
 *
 * The app provides `submitRegistration` (the POST) and `clearTokens` (opening the wizard clears them).
 */
import { and, assign, emit, fromPromise, setup } from 'xstate';
import { registrationStepOf, emptyRegistrationValues } from '../schemas/registration.ts';
import type { RegistrationDraft, RegistrationValues } from '../schemas/registration.ts';

export type RegistrationWizardStep = 1 | 2 | 3 | 4;

export interface RegistrationWizardContext {
  /** The fields that failed the last final validation or submit; the machine shows the first one's step. */
  readonly failedFields: readonly (keyof RegistrationDraft)[];
  /** The validated values being submitted (or submitted). */
  readonly submission: RegistrationValues | null;
}

/** What the moves that depend on the form read of its values: both agreements must be ticked for the summary. */
export interface RegistrationAgreements {
  readonly agree_contract?: boolean | undefined;
  readonly agree_terms?: boolean | undefined;
}

/** A refused POST: field errors (server texts) for the form's fields, and the rest as one text. */
export interface RegistrationRejection {
  readonly type: 'wizard.rejected';
  readonly errors: Partial<Record<keyof RegistrationDraft, string[]>>;
  readonly formError: string | null;
}

export interface RegistrationWizardOutput {
  readonly email: string;
  readonly password: string;
}

export type RegistrationWizardEvent =
  /** Continue: the form's values as they are (steps 1–3 are not validated on the way). */
  | { type: 'wizard.next'; values: RegistrationAgreements }
  | { type: 'wizard.back' }
  | { type: 'wizard.goTo'; step: RegistrationWizardStep; values: RegistrationAgreements }
  | { type: 'wizard.cancel' }
  /** Complete: the values the form validated with `registrationSchema`. */
  | { type: 'wizard.submit'; values: RegistrationValues }
  /** Complete refused by the form's validation: the fields that failed. */
  | { type: 'wizard.invalid'; fields: readonly string[] };

/** Server field names that mean a registration field under another name. */
const serverFieldAliases: Readonly<Record<string, keyof RegistrationDraft>> = {
  username: 'email',
  business_identity_code: 'company_business_id',
  company_business_identity_code: 'company_business_id',
};

function isRegistrationField(key: string): key is keyof RegistrationDraft {
  return Object.hasOwn(emptyRegistrationValues, key);
}

/** The registration field a server error's key names (its own name or an alias), undefined for any other key. */
export function registrationFieldOf(key: string): keyof RegistrationDraft | undefined {
  return isRegistrationField(key) ? key : serverFieldAliases[key];
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
      const field = registrationFieldOf(key);
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

const agreementsAccepted = (values: RegistrationAgreements) =>
  values.agree_contract === true && values.agree_terms === true;

const registrationFields = (fields: readonly string[]) =>
  fields.filter((field): field is keyof RegistrationDraft => isRegistrationField(field));

export const registrationWizardMachine = setup({
  types: {
    context: {} as RegistrationWizardContext,
    events: {} as RegistrationWizardEvent,
    emitted: {} as RegistrationRejection,
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
    takeSubmission: assign((_, params: { values: RegistrationValues }) => ({
      submission: params.values,
      failedFields: [],
    })),
    takeFailedFields: assign((_, params: { fields: readonly string[] }) => ({
      failedFields: registrationFields(params.fields),
    })),
    takeRejection: assign((_, params: { error: unknown }) => ({
      failedFields: registrationFields(Object.keys(registrationServerErrors(params.error).errors)),
    })),
    reportRejection: emit((_, params: { error: unknown }) => ({
      type: 'wizard.rejected' as const,
      ...registrationServerErrors(params.error),
    })),
  },
  guards: {
    areAgreementsAccepted: ({ event }) =>
      (event.type === 'wizard.next' || event.type === 'wizard.goTo' || event.type === 'wizard.submit') &&
      agreementsAccepted(event.values),
    hasFailedFieldOnStep: ({ context }, params: { step: 1 | 2 | 3 }) =>
      context.failedFields.some((field) => registrationStepOf(field) === params.step),
    isTargetStep: ({ event }, params: { step: RegistrationWizardStep }) =>
      event.type === 'wizard.goTo' && event.step === params.step,
  },
}).createMachine({
  id: 'registrationWizard',
  context: { failedFields: [], submission: null },
  entry: 'clearTokens',
  initial: 'editing',
  output: ({ context }) =>
    context.submission ? { email: context.submission.email, password: context.submission.password } : null,
  states: {
    editing: {
      initial: 'companyDetails',
      on: {
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
        /** Step 3: the contract and the terms of service; Continue without both agreements stays here. */
        contract: {
          tags: ['step3'],
          on: {
            'wizard.next': { guard: 'areAgreementsAccepted', target: 'summary' },
            'wizard.back': 'superuser',
          },
        },
        /** Step 4: the read-only summary with the complete button. */
        summary: {
          tags: ['step4'],
          on: {
            'wizard.back': 'contract',
            'wizard.submit': {
              guard: 'areAgreementsAccepted',
              target: '#registrationWizard.submitting',
              actions: { type: 'takeSubmission', params: ({ event }) => ({ values: event.values }) },
            },
            'wizard.invalid': {
              target: '#registrationWizard.routingErrors',
              actions: { type: 'takeFailedFields', params: ({ event }) => ({ fields: event.fields }) },
            },
          },
        },
      },
    },
    /** Goes to the first step with a failing field; errors on no field stay on the summary. */
    routingErrors: {
      always: [
        { guard: { type: 'hasFailedFieldOnStep', params: { step: 1 } }, target: 'editing.companyDetails' },
        { guard: { type: 'hasFailedFieldOnStep', params: { step: 2 } }, target: 'editing.superuser' },
        { guard: { type: 'hasFailedFieldOnStep', params: { step: 3 } }, target: 'editing.contract' },
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
          actions: [
            { type: 'takeRejection', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportRejection', params: ({ event }) => ({ error: event.error }) },
          ],
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

/**
 * Whether the summary's complete button is enabled: both agreements ticked in the form's values and not
 * already submitting.
 */
export function canCompleteRegistration(
  snapshot: { hasTag: (tag: string) => boolean },
  values: RegistrationAgreements,
): boolean {
  return agreementsAccepted(values) && !snapshot.hasTag('submitting');
}
