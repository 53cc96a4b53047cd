import { fromPromise } from 'xstate';
import { normaliseEmail, registrationWizardMachine, type RegistrationValues } from '@siirto/domain';
import type { I18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import { throttledMessage } from '../../../lib/form-errors';
import { tokenStore } from '../../../lib/tokens';
import { registerCompany } from '../api/register-company';

/**
 * A failed POST as the wizard reads it: field errors go beside their fields; the errorCode's text and the
 * server's detail, or the generic text when the answer says nothing, are shown as the general message.
 */
function registrationFailure(error: unknown, i18n: Pick<I18n, 't' | 'tryT'>) {
  if (!(error instanceof ApiError)) return { fieldErrors: { detail: [i18n.t('errors.generic')] } };
  const throttled = throttledMessage(error, i18n);
  if (throttled) return { fieldErrors: { detail: [throttled] } };
  const general: string[] = [];
  if (error.code) general.push(i18n.tryT(`errors.code.${error.code}`, error.code));
  if (error.serverMessage) general.push(i18n.tryT(`errors.server.${error.serverMessage}`, error.serverMessage));
  if (error.isEmpty) general.push(i18n.t('errors.generic'));
  return { fieldErrors: general.length ? { ...error.fieldErrors, detail: general } : error.fieldErrors };
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
