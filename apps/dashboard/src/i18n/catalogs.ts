import { noticeMessages, validationMessages } from '@siirto/domain';
import type { Language } from './language';
import fiCommon from './locales/fi/common.json';
import enCommon from './locales/en/common.json';
import fiAuth from './locales/fi/auth.json';
import enAuth from './locales/en/auth.json';
import fiShell from './locales/fi/shell.json';
import enShell from './locales/en/shell.json';
import fiAccount from './locales/fi/account.json';
import enAccount from './locales/en/account.json';
import fiCompany from './locales/fi/company.json';
import enCompany from './locales/en/company.json';
import fiPages from './locales/fi/pages.json';
import enPages from './locales/en/pages.json';

/** The domain's validation and notice messages, under `validation.<id>` and `notice.<id>`. */
function domainMessages(language: Language) {
  const result: Record<string, string> = {};
  for (const [id, text] of Object.entries(validationMessages)) result[`validation.${id}`] = text[language];
  for (const [id, text] of Object.entries(noticeMessages)) result[`notice.${id}`] = text[language];
  return result;
}

const fi = { ...fiCommon, ...fiAuth, ...fiShell, ...fiAccount, ...fiCompany, ...fiPages };
const en: Record<keyof typeof fi, string> = {
  ...enCommon,
  ...enAuth,
  ...enShell,
  ...enAccount,
  ...enCompany,
  ...enPages,
};

export type MessageKey =
  keyof typeof fi | `validation.${keyof typeof validationMessages}` | `notice.${keyof typeof noticeMessages}`;

export const catalogs: Record<Language, Record<string, string>> = {
  fi: { ...domainMessages('fi'), ...fi },
  en: { ...domainMessages('en'), ...en },
};
