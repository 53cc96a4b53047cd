import { readStoredLanguage } from '../i18n/language';
import { typedGet } from './api';
import { account, basicLicence, cities, company, enums, me, status } from './fixtures';

/**
 * The calls most signed-in screens make, keyed so a story can replace one group
 * (`parameters.msw.handlers.company = [...]`). The user answers in the story's language so the session keeps it.
 */
export const sessionHandlers = {
  me: [typedGet('/users/me/', () => ({ ...me, language: readStoredLanguage() }))],
  company: [typedGet('/companies/me/', company)],
  account: [typedGet('/accounts/me/', account)],
  licences: [typedGet('/licenses/', [basicLicence])],
  enums: [typedGet('/enums/', enums)],
  status: [typedGet('/admin_data/status/', status)],
  cities: [typedGet('/sk_locations/cities/', cities)],
};
