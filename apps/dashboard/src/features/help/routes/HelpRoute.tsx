import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Icon, Link, Stack, Text } from '@siirto/ui';
import { externalLinks, paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { SupportContacts } from '../components/SupportContacts';
import { PageHeading } from '../../../components/page-heading';

/** Help: the intro, the support phone and e-mail (those configured, see config/support.ts), and the external help site in a new tab (spec 1 §2). */
export default function HelpRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeading>{t('help.title')}</PageHeading>
      <Card>
        <Stack space="medium" align="left">
          <Text as="p">{t('help.intro')}</Text>
          <SupportContacts />
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
