import { DescriptionList, Link } from '@siirto/ui';
import { useI18n } from '../../../i18n/intl';
import { telHref, useSupportContacts } from '../../../lib/support';

/** The support phone and e-mail that are configured (config/support.ts), as links; nothing when neither is. */
export function SupportContacts() {
  const { t } = useI18n();
  const support = useSupportContacts();
  const items = [
    support.phone
      ? {
          id: 'phone',
          term: t('help.phoneLabel'),
          description: <Link href={telHref(support.phone)}>{support.phone}</Link>,
        }
      : null,
    support.email
      ? {
          id: 'email',
          term: t('help.emailLabel'),
          description: <Link href={`mailto:${support.email}`}>{support.email}</Link>,
        }
      : null,
  ].filter((item) => item !== null);
  return items.length > 0 ? <DescriptionList items={items} /> : null;
}
