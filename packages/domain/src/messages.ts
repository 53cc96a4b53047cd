/**
 * The message catalog of the domain: every validation message (spec 1 §5) and the notices the machines
 * raise (spec 1 §8), each with a Finnish and an English text. Schemas put the message ID into the zod
 * issue, so the dashboard translates it with its catalogs and apps/api answers in the Accept-Language.
 *
 * Finnish and English texts the spec gives are kept verbatim (including the spec's English grammar);
 * where the spec gives only one language the other is a faithful translation.
 */
export const languages = ['fi', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fi';

export interface LocalizedText {
  readonly fi: string;
  readonly en: string;
}

/**
 * The texts are kept per area of the product, so that a screen loads only its own area's texts with its
 * catalogs (the dashboard's `i18n/domain-texts.ts`): spec 1's forms and the notices every screen may show
 * (`common`), the transport order form (`transports`), chat (`chat`).
 */
const commonValidationMessages = {
  required: { fi: 'Kenttä on pakollinen', en: 'The field is required' },
  formErrors: { fi: 'Tarkista lomakkeen virheet', en: 'Please check the form errors' },
  maxLength: { fi: 'Enintään 200 merkkiä', en: 'At most 200 characters' },
  emailInvalidLogin: { fi: 'Tarkista sähköposti', en: 'Check the e-mail' },
  emailFormat: { fi: 'Tarkista sähköpostiosoitteen muoto', en: 'Check the format of the e-mail address' },
  passwordsDoNotMatch: { fi: 'Salasanat eivät täsmää', en: 'Passwords does not match' },
  pin: { fi: 'PIN-koodin tulee olla 6 numeroa', en: 'The PIN code must be 6 digits' },
  passwordMinLength: {
    fi: 'Salasanan tulee olla vähintään 8 merkkiä pitkä',
    en: 'Password must be 8 characters long',
  },
  passwordWhitespace: { fi: 'Välilyönnit eivät ole sallittuja', en: 'Whitespace is not allowed' },
  passwordNumber: { fi: 'Salasanassa tulee olla numero', en: 'Password requires a number' },
  passwordLowercase: { fi: 'Salasanassa tulee olla pieni kirjain', en: 'Password requires a lowercase letter' },
  passwordUppercase: { fi: 'Salasanassa tulee olla iso kirjain', en: 'Password requires an uppercase letter' },
  passwordSymbol: { fi: 'Salasanassa tulee olla erikoismerkki', en: 'Password requires a symbol' },
  businessId: { fi: 'Tarkista yrityksen y-tunnus', en: 'Check the business ID' },
  webhookUrl: {
    fi: 'Anna osoite muodossa https://… (enintään 2000 merkkiä)',
    en: 'Give the address as https://… (at most 2000 characters)',
  },
  emailsDoNotMatch: { fi: 'Sähköpostiosoitteet eivät täsmää', en: 'The e-mail addresses do not match' },
  usernamesDoNotMatch: { fi: 'sähköpostit eivät täsmää', en: 'e-mails do not match' },
  phone: {
    fi: 'Puhelinnumero tulee olla muodossa esim. +358...',
    en: 'The phone number must be in the format e.g. +358...',
  },
  fileTooLarge: { fi: 'Tiedosto on liian suuri, enimmäiskoko on 3 Mt', en: 'File too large, max size are 3 MB' },
  fileType: {
    fi: 'Tiedostotyyppi ei ole sallittu. Tyypin tulee olla .png tai .jpg',
    en: 'File type not allowed. Type must be .png or .jpg',
  },
  portfolio: { fi: 'Valitse vähintään yksi portfolio', en: 'Select at least one portfolio' },
  positiveInteger: { fi: 'Arvon tulee olla positiivinen kokonaisluku', en: 'The value must be a positive integer' },
  number: { fi: 'Arvon tulee olla numero', en: 'The value must be a number' },
  decimal: { fi: 'Syötä luku, esim. 12,5', en: 'Enter a number, e.g. 12.5' },
  agreeContract: { fi: 'Sopimus tulee hyväksyä', en: 'You must agree to the contract' },
  agreeTerms: { fi: 'Käyttöehdot tulee hyväksyä', en: 'You must agree to the terms of service' },
  invoicingType: { fi: 'Valitse laskutustapa', en: 'Choose the invoicing type' },
  invalidChoice: { fi: 'Virheellinen valinta', en: 'Invalid choice' },
} as const satisfies Record<string, LocalizedText>;

/** The transport order form (spec 2 §5). */
const transportValidationMessages = {
  timeInvalid: { fi: 'Virheellinen aika', en: 'Invalid time' },
  futureTime: { fi: 'Ajan tulee olla tulevaisuudessa', en: 'The time must be in the future' },
  destinationAfterPickup: {
    fi: 'Luovutus ajan tulee olla noutoajan jälkeen',
    en: 'The delivery time must be after the pickup time',
  },
  driveTimeTooShort: {
    fi: 'Arvioitu ajoaika ei riitä. Aseta perillä viimeistään myöhemmäksi.',
    en: 'The estimated drive time is not enough. Set the latest arrival later.',
  },
  rechargeTypeRequired: {
    fi: 'Lataustyyppi on pakollinen sähköajoneuvoille',
    en: 'The recharge type is required for electric vehicles',
  },
  registrationMaxLength: { fi: 'Enintään 20 merkkiä', en: 'At most 20 characters' },
  addressInFinland: { fi: 'Osoitteen tulee olla Suomessa', en: 'The address must be in Finland' },
  addressInFinlandOrSweden: {
    fi: 'Osoitteen tulee olla Suomessa tai Ruotsissa',
    en: 'The address must be in Finland or Sweden',
  },
  abroadNotAllowed: {
    fi: 'Yrityksellä ei ole ulkomaan siirtoja',
    en: 'The company has no transports abroad',
  },
  abroadRoundTrip: {
    fi: 'Ulkomaan siirto ei voi olla edestakainen',
    en: 'A transport abroad cannot be a round trip',
  },
  customerNotAvailable: {
    fi: 'Asiakkaan voi valita vain koordinoivan yrityksen tilaukseen',
    en: 'Only a coordinating company can choose a customer for an order',
  },
  importLocationUnknown: {
    fi: 'Toimipistettä ei löydy: kirjoita toimipisteen nimi tai numero',
    en: 'No such business location: write the business location’s name or number',
  },
  importExtraUnknown: {
    fi: 'Lisäpalvelua ei löydy: kirjoita lisäpalveluiden nimet pilkuin erotettuina',
    en: 'No such extra service: write the extra services’ names separated by commas',
  },
  importAddressNotFound: {
    fi: 'Osoitetta ei löydy: tarkista katuosoite, postinumero ja kaupunki',
    en: 'Address not found: check the street address, postal code and city',
  },
  importAddressChoose: {
    fi: 'Osoite sopii useaan paikkaan: valitse oikea',
    en: 'The address matches several places: choose the right one',
  },
  repeatWeekdays: { fi: 'Valitse vähintään yksi viikonpäivä', en: 'Choose at least one weekday' },
  repeatInterval: { fi: 'Väli on 1–365 päivää', en: 'The interval is 1–365 days' },
  repeatMonthDay: { fi: 'Kuukauden päivä on 1–31', en: 'The day of the month is 1–31' },
  repeatEnd: {
    fi: 'Valitse päättymispäivä tai toistojen määrä (1–200)',
    en: 'Choose an end date or a number of repeats (1–200)',
  },
  repeatUntil: {
    fi: 'Päättymispäivän tulee olla alkupäivän jälkeen ja enintään kahden vuoden päässä',
    en: 'The end date must be after the start and at most two years away',
  },
} as const satisfies Record<string, LocalizedText>;

/** Chat (spec 2 §5, §8): 'Valitse asiakas' is the spec's own text. */
const chatValidationMessages = {
  chooseCustomer: { fi: 'Valitse asiakas', en: 'Choose a customer' },
  chatMessageEmpty: { fi: 'Kirjoita viesti tai lisää liite', en: 'Write a message or add an attachment' },
  chatAttachmentType: {
    fi: 'Tiedostotyyppi ei ole sallittu. Sallitut: png, jpg, jpeg, pdf, doc, docx, xls, xlsx',
    en: 'File type not allowed. Allowed: png, jpg, jpeg, pdf, doc, docx, xls, xlsx',
  },
} as const satisfies Record<string, LocalizedText>;

/**
 * Two sets of texts as one. Marked pure, so that a bundle which never reads the joined set (the dashboard, which
 * loads each area's texts with its screens) drops the texts; an object spread at the top level would be kept.
 */
function joinTexts<A extends Record<string, LocalizedText>, B extends Record<string, LocalizedText>>(
  a: A,
  b: B,
): A & B {
  return { ...a, ...b };
}

export const validationMessages = /* @__PURE__ */ joinTexts(
  /* @__PURE__ */ joinTexts(commonValidationMessages, transportValidationMessages),
  chatValidationMessages,
);

/** Notices the domain's rules and machines raise (spec 1 §8). */
export const noticeMessages = {
  companyMissing: {
    fi: 'Sinulla ei ole yritystä tai roolia yrityksessä.',
    en: 'You have no company or role in a company.',
  },
  newVersionAvailable: {
    fi: 'Sovelluksesta on saatavilla uusi versio.',
    en: 'A new version of the application is available.',
  },
  locationAdminRoleRequired: {
    fi: 'Sinun tulee olla yrityksen pääkäyttäjä muokataksesi toimipaikkoja.',
    en: 'You need to be a company admin to edit business locations.',
  },
  unknownError: {
    fi: 'Tuntematon virhe. Yritä myöhemmin uudelleen tai ota yhteys tukeen.',
    en: 'Unknown error. Please try again later or contact support.',
  },
} as const satisfies Record<string, LocalizedText>;

/** The areas of the domain's texts: each area's validation and notice messages. */
export const messageAreas = {
  common: { validation: commonValidationMessages, notice: noticeMessages },
  transports: { validation: transportValidationMessages, notice: {} },
  chat: { validation: chatValidationMessages, notice: {} },
} as const satisfies Record<
  string,
  { validation: Record<string, LocalizedText>; notice: Record<string, LocalizedText> }
>;
export type MessageArea = keyof typeof messageAreas;

export type ValidationMessageId = keyof typeof validationMessages;
export type NoticeMessageId = keyof typeof noticeMessages;
export type MessageId = ValidationMessageId | NoticeMessageId;

const catalog: Record<MessageId, LocalizedText> = /* @__PURE__ */ joinTexts(validationMessages, noticeMessages);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language to use for a stored or requested value: 'fi' unless it is a supported language. */
export function resolveLanguage(value: unknown): Language {
  if (typeof value !== 'string') return defaultLanguage;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : defaultLanguage;
}

/** The text of a message ID in a language. */
export function messageText(id: MessageId, lang: Language = defaultLanguage): string {
  return catalog[id][lang];
}
