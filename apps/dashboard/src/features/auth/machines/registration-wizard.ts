import { fromPromise } from 'xstate';
import {
  normaliseEmail,
  registrationFieldOf,
  registrationWizardMachine,
  type RegistrationValues,
} from '@siirto/domain';
import type { I18n } from '../../../i18n/intl';
import { readServerErrors } from '../../../lib/form-errors';
import { tokenStore } from '../../../lib/tokens';
import { registerCompany } from '../api/register-company';

/**
 * A failed POST as the wizard reads it: field errors go beside their fields; the errorCode's text and the
 * server's detail, or the generic text when the answer says nothing, are shown as the general message (`detail`).
 */
function registrationFailure(error: unknown, i18n: Pick<I18n, 't' | 'tryT'>) {
  const { fields, general } = readServerErrors(error, registrationFieldOf, i18n);
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(fields)) if (message) fieldErrors[field] = [message];
  if (general) fieldErrors.detail = [general];
  return { fieldErrors };
}

const toPayload = (values: RegistrationValues) => ({
  ...values,
  email: normaliseEmail(values.email),
  email2: normaliseEmail(values.email2),
});

/**
 * The domain's registration wizard with the app's effects: the POST /companies/register/ (its failure in the words
 * of the current language, read through `i18nRef` when it happens) and the end of any stored session.
 */
export function createRegistrationWizard(i18nRef: { readonly current: Pick<I18n, 't' | 'tryT'> }) {
  return registrationWizardMachine.provide({
    actors: {
      submitRegistration: fromPromise<unknown, RegistrationValues>(async ({ input }) => {
        try {
          return await registerCompany(toPayload(input));
        } catch (error) {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- the machine reads field errors from it
          throw registrationFailure(error, i18nRef.current);
        }
      }),
    },
    // opening the registration ends any stored session
    actions: { clearTokens: () => tokenStore.clear() },
  });
}
