import { resolveSupportContacts, supportConfig, type SupportContacts } from '../config/support';
import { useI18n } from '../i18n/intl';
import { useEnums } from './queries/get-enums';

/** The support contacts to show: the build's configuration, else the server's managed texts in the UI language. */
export function useSupportContacts(): SupportContacts {
  const { language } = useI18n();
  const enums = useEnums();
  const texts = (enums.data?.translations ?? []).map((text) => ({
    key: text.key,
    value: language === 'en' ? text.value_en : text.value_fi,
  }));
  return resolveSupportContacts(supportConfig, texts);
}

/** A phone number's `tel:` link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
