import { Card, Stack, Text } from '@siirto/ui';
import { PageHeading } from '../../../components/page-heading';
import { useI18n } from '../../../i18n/intl';
import { SupportContacts } from '../components/SupportContacts';

/** The known shortcomings (issue 35's audit found three; each left the list when its fix landed): 'none' says so. */
const knownShortcomings = ['none'] as const;

/**
 * The accessibility statement ("Saavutettavuusseloste"), in the shape Finnish public-sector services publish theirs:
 * the scope, how far the service conforms to WCAG 2.2 AA, what is known not to, how it was assessed and how to
 * report a problem (to customer support, whose contacts are the configured ones).
 */
export default function AccessibilityRoute() {
  const { t } = useI18n();
  return (
    <Stack>
      <PageHeading>{t('accessibility.title')}</PageHeading>
      <Text as="p">{t('accessibility.intro')}</Text>
      <Card title={t('accessibility.statusTitle')}>
        <Stack space="medium" align="left">
          <Text as="p">{t('accessibility.status')}</Text>
        </Stack>
      </Card>
      <Card title={t('accessibility.knownTitle')}>
        <ul>
          {knownShortcomings.map((key) => (
            <li key={key}>
              <Text as="span">{t(`accessibility.known.${key}`)}</Text>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('accessibility.testedTitle')}>
        <Text as="p">{t('accessibility.tested')}</Text>
      </Card>
      <Card title={t('accessibility.feedbackTitle')}>
        <Stack space="medium" align="left">
          <Text as="p">{t('accessibility.feedback')}</Text>
          <SupportContacts />
        </Stack>
      </Card>
      <Text as="p" tone="muted">
        {t('accessibility.updated')}
      </Text>
    </Stack>
  );
}
