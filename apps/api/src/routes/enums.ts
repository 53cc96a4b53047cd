import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { TRANSPORT_STATE_LABELS, TRANSPORT_STATES } from '@siirto/domain';
import { type Language, languageOf } from '../http/messages.ts';

type Option = { value: number | string; fi: string; en: string };

/** The request's language: the one mechanism of ../http/messages.ts (kept under this name for its importers). */
export const requestLanguage = (request: FastifyRequest): Language => languageOf(request);

/** Every enumeration the dashboard loads at start; labels in Finnish and English. */
export const enumerations: Record<string, Option[]> = {
  'users.my_user.language': [
    { value: 'fi', fi: 'Suomi', en: 'Finnish' },
    { value: 'en', fi: 'Englanti', en: 'English' },
  ],
  'companies.company_user.role': [
    { value: 2, fi: 'Toimipaikan käyttäjä', en: 'Location user' },
    { value: 3, fi: 'Käyttäjä', en: 'User' },
    { value: 5, fi: 'Yrityksen pääkäyttäjä', en: 'Company admin' },
  ],
  'companies.company_user_invitation.status': [
    { value: 2, fi: 'Lähetetty', en: 'Sent' },
    { value: 5, fi: 'Hyväksytty', en: 'Accepted' },
    { value: 8, fi: 'Lähetetty uudelleen', en: 'Resent' },
    { value: 9, fi: 'Peruttu', en: 'Cancelled' },
  ],
  'accounts.account_user.user_type': [
    { value: 1, fi: 'Peruskäyttäjä', en: 'Basic user' },
    { value: 2, fi: 'Pääkäyttäjä', en: 'Admin' },
  ],
  'transports.transport.state': TRANSPORT_STATES.map((value) => ({ value, ...TRANSPORT_STATE_LABELS[value] })),
  'transports.transport.vehicle_transmission_type': [
    { value: 2, fi: 'Manuaali', en: 'Manual' },
    { value: 3, fi: 'Automaatti', en: 'Automatic' },
  ],
  'transports.transport.vehicle_recharge_type': [
    { value: 2, fi: 'Type 2', en: 'Type 2' },
    { value: 3, fi: 'CCS', en: 'CCS' },
    { value: 4, fi: 'CHAdeMO', en: 'CHAdeMO' },
    { value: 5, fi: 'Kotitalouspistorasia', en: 'Household socket' },
  ],
  'transports.transport.priority': [
    { value: 2, fi: 'Normaali', en: 'Normal' },
    { value: 3, fi: 'Kiireellinen', en: 'Urgent' },
  ],
  'transports.transport.driver_level': [
    { value: 1, fi: 'Perus', en: 'Basic' },
    { value: 2, fi: 'Kokenut', en: 'Experienced' },
    { value: 3, fi: 'Ammattilainen', en: 'Professional' },
  ],
  'transports.photo.photo_target': [
    { value: 2, fi: 'Muu', en: 'Other' },
    { value: 3, fi: 'Edestä', en: 'Front' },
    { value: 4, fi: 'Takaa', en: 'Rear' },
    { value: 5, fi: 'Vasen kylki', en: 'Left side' },
    { value: 6, fi: 'Oikea kylki', en: 'Right side' },
    { value: 7, fi: 'Mittaristo', en: 'Dashboard' },
  ],
  'transports.photo.photo_type': [
    { value: 2, fi: 'Lisäkuva', en: 'Extra' },
    { value: 3, fi: 'Nouto', en: 'Pickup' },
    { value: 4, fi: 'Luovutus', en: 'Destination' },
  ],
  'transports.expense.expense_type': [
    { value: 2, fi: 'Polttoaine', en: 'Fuel' },
    { value: 3, fi: 'Lataus', en: 'Charging' },
    { value: 4, fi: 'Odotus', en: 'Waiting' },
    { value: 5, fi: 'Julkinen liikenne', en: 'Public transport' },
    { value: 6, fi: 'Muu', en: 'Other' },
  ],
};

/** Server-managed UI texts (help page, support contacts, front page). */
export const translations = [
  { key: 'support.phone', value_fi: '+358 20 123 4567', value_en: '+358 20 123 4567' },
  { key: 'support.email', value_fi: 'tuki@siirto.fi', value_en: 'support@siirto.fi' },
  { key: 'support.whatsapp', value_fi: 'https://wa.me/358201234567', value_en: 'https://wa.me/358201234567' },
  {
    key: 'support.hours',
    value_fi: 'Asiakaspalvelu palvelee arkisin klo 8–16.',
    value_en: 'Customer service is open on weekdays 8–16.',
  },
  {
    key: 'help.intro',
    value_fi: 'Tarvitsetko apua siirtojen tilaamisessa? Ota yhteyttä asiakaspalveluumme tai lue ohjeet.',
    value_en: 'Need help with ordering transports? Contact our customer service or read the instructions.',
  },
  { key: 'frontpage.welcome', value_fi: 'Tervetuloa Siirtoon', value_en: 'Welcome to Siirto' },
  {
    key: 'licence.downgrade',
    value_fi: 'Lisenssin voi vaihtaa kerran vuodessa asiakaspalvelun kautta.',
    value_en: 'The licence can be changed once a year through customer service.',
  },
];

/** `{value, label}` options of one enumeration in the given language. */
export function enumOptions(name: string, language: Language) {
  return (enumerations[name] ?? []).map((option) => ({ value: option.value, label: option[language] }));
}

/** The label of one value, or the value itself when unknown. */
export function enumLabel(name: string, value: number | string, language: Language): string {
  const option = enumerations[name]?.find((candidate) => candidate.value === value);
  return option ? option[language] : String(value);
}

export const enumsRoutes: FastifyPluginAsync = (app) => {
  app.get('/enums/', (request) => {
    const language = requestLanguage(request);
    const body: Record<string, unknown> = {};
    for (const name of Object.keys(enumerations)) body[name] = enumOptions(name, language);
    body.translations = translations;
    return body;
  });
  return Promise.resolve();
};
