import { Button, Card, DescriptionList, Heading, Icon, Link, Stack, Text } from '@siirto/ui';
import { externalLinks } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';

/** Help: the intro, the support phone and e-mail, and the external help site in a new tab (spec 1 §2). */
export default function HelpRoute() {
  const { t } = useI18n();
  return (
    <>
      <Heading level={1}>{t('help.title')}</Heading>
      <Card>
        <Stack space="medium" align="left">
          <Text as="p">{t('help.intro')}</Text>
          <DescriptionList
            items={[
              {
                id: 'phone',
                term: t('help.phoneLabel'),
                description: <Link href={`tel:${t('help.phone').replace(/\s+/g, '')}`}>{t('help.phone')}</Link>,
              },
              {
                id: 'email',
                term: t('help.emailLabel'),
                description: <Link href={`mailto:${t('help.email')}`}>{t('help.email')}</Link>,
              },
            ]}
          />
          <Button asChild tone="secondary">
            <a href={externalLinks.helpSite} target="_blank" rel="noopener noreferrer">
              {t('help.openHelpSite')}
              <Icon name="external" size="small" />
            </a>
          </Button>
        </Stack>
      </Card>
    </>
  );
}
