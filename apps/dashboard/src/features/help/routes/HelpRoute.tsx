import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, DescriptionList, Icon, Link, Stack, Text } from '@siirto/ui';
import { externalLinks, paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { telHref, useSupportContacts } from '../../../lib/support';
import { PageHeading } from '../../../components/page-heading';

/** Help: the intro, the support phone and e-mail (those configured, see config/support.ts), and the external help site in a new tab (spec 1 §2). */
export default function HelpRoute() {
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
  return (
    <>
      <PageHeading>{t('help.title')}</PageHeading>
      <Card>
        <Stack space="medium" align="left">
          <Text as="p">{t('help.intro')}</Text>
          {items.length > 0 ? <DescriptionList items={items} /> : null}
          <Button asChild tone="secondary">
            <a href={externalLinks.helpSite} target="_blank" rel="noopener noreferrer">
              {t('help.openHelpSite')}
              <Icon name="external" size="small" />
            </a>
          </Button>
          <Link asChild>
            <RouterLink to={paths.dashboard.accessibility.href()}>{t('help.accessibilityLink')}</RouterLink>
          </Link>
        </Stack>
      </Card>
    </>
  );
}
