import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, Heading, Stack } from '@siirto/ui';
import { paths } from '../../../config/paths';
import { Notice } from '../../../components/feedback';
import { useI18n } from '../../../i18n/intl';

/** Where the payment provider returns: the result and a link back to the dashboard frontpage (spec 1 §2). */
export function PaymentResult({ success }: { success: boolean }) {
  const { t } = useI18n();
  return (
    <Box as="main" display="flex" justifyContent="center" paddingX="medium" paddingY="xxlarge">
      <Box width="full" maxWidth="small">
        <Card>
          <Stack space="medium" align="left">
            <Heading level={1}>{success ? t('payment.successTitle') : t('payment.cancelledTitle')}</Heading>
            <Notice tone={success ? 'positive' : 'caution'}>
              {success ? t('payment.successText') : t('payment.cancelledText')}
            </Notice>
            <Button asChild>
              <RouterLink to={paths.dashboard.frontpage.href()}>{t('payment.backToDashboard')}</RouterLink>
            </Button>
          </Stack>
        </Card>
      </Box>
    </Box>
  );
}
