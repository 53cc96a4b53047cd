import { readStoredLanguage } from '../i18n/language';
import { typedGet, typedResponse } from './api';
import type { components } from '@siirto/api-client/schema';
import { account, basicLicence, cities, company, enums, me, status } from './fixtures';

/**
 * The calls most signed-in screens make, keyed so a story can replace one group
 * (`parameters.msw.handlers.company = [...]`). The user answers in the story's language so the session keeps it.
 */
/** `/users/me/` answering the demo admin changed by `overrides`, in the story's language. */
export const meAs = (overrides: Partial<components['schemas']['MyUser']> = {}) => [
  typedGet('/users/me/', () => ({ ...me, ...overrides, language: readStoredLanguage() })),
];

/** A company user who is not an admin (spec 1 §6: disabled admin buttons, no Users tab). */
export const basicUser = meAs({
  id: 2,
  username: 'user@demo.siirto.fi',
  email: 'user@demo.siirto.fi',
  first_name: 'Ville',
  last_name: 'Varasto',
  full_name: 'Ville Varasto',
  is_company_admin: false,
});

export const sessionHandlers = {
  me: meAs(),
  company: [typedGet('/companies/me/', company)],
  account: [typedGet('/accounts/me/', account)],
  licences: [typedGet('/licenses/', [basicLicence])],
  enums: [typedGet('/enums/', enums)],
  status: [typedGet('/admin_data/status/', status)],
  cities: [typedGet('/sk_locations/cities/', cities)],
};

/** POST /activate_invitated/ (the account-user invitation page): the invitee is activated and signed in. */
export const activateInvitedHandler = typedResponse('post', '/activate_invitated/', 200, {
  access: 'invitee-access-token',
  refresh: 'invitee-refresh-token',
});
