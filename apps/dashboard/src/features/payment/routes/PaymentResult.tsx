import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@siirto/domain';
import { Box, Button, Card, Inline, Stack, Notice, Spinner, DescriptionList } from '@siirto/ui';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { sharedKeys } from '../../../lib/queries/keys';
import { paymentKeys } from '../api/keys';
import { paymentReturnParams, verifyPaymentReturn } from '../api/verify-payment-return';
import { PageHeading } from '../../../components/page-heading';

/** While the provider has not confirmed the payment, its state is asked again this often. */
const PENDING_POLL_MS = 2000;

type Shown = 'checking' | 'paid' | 'pending' | 'cancelled' | 'unverified';

/**
 * Where the payment provider returns (/payment/success, /payment/cancelled, spec 1 §2): the page shows what the
 * API verified from the provider's signed parameters, never what the address claims: success only for a paid
 * payment, pending until the provider confirms it, cancelled (or unverifiable) with a way to try again.
 */
export function PaymentResult() {
  const { t } = useI18n();
  const [search] = useSearchParams();
  const params = paymentReturnParams(search);
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: paymentKeys.paymentReturn(params?.['checkout-stamp'] ?? ''),
    queryFn: () => verifyPaymentReturn(params ?? ({} as never)),
    enabled: params !== undefined,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
  const status = state.data?.status;
  useEffect(() => {
    // the account's licence changed: the subscription tab and the menu read it again
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: sharedKeys.account });
  }, [status, queryClient]);

  const shown: Shown =
    params === undefined || state.isError ? 'unverified' : state.isPending ? 'checking' : (status ?? 'unverified');
  const titles: Record<Exclude<Shown, 'checking'>, string> = {
    paid: t('payment.successTitle'),
    pending: t('payment.pendingTitle'),
    cancelled: t('payment.cancelledTitle'),
    unverified: t('payment.unverifiedTitle'),
  };
  return (
    <Box as="main" display="flex" justifyContent="center" paddingX="medium" paddingY="xxlarge">
      <Box width="full" maxWidth="small">
        <Card>
          {shown === 'checking' ? (
            <Spinner label={t('payment.checking')} />
          ) : (
            <Stack space="medium" align="left">
              <PageHeading>{titles[shown]}</PageHeading>
              {shown === 'paid' ? (
                <>
                  <Notice tone="positive" live="polite">
                    {t('payment.successText')}
                  </Notice>
                  <DescriptionList
                    items={[
                      { term: t('payment.licence'), description: state.data?.license_name ?? '–' },
                      { term: t('payment.userLimit'), description: state.data?.limit_users ?? '–' },
                      {
                        term: t('payment.validUntil'),
                        description: state.data?.valid_until ? formatDate(state.data.valid_until) : '–',
                      },
                    ]}
                  />
                </>
              ) : null}
              {shown === 'pending' ? (
                <Notice tone="info" live="polite">
                  {t('payment.pendingText')}
                </Notice>
              ) : null}
              {shown === 'cancelled' ? (
                <Notice tone="caution" live="assertive">
                  {t('payment.cancelledText')}
                </Notice>
              ) : null}
              {shown === 'unverified' ? (
                <Notice tone="critical" live="assertive">
                  {t('payment.unverifiedText')}
                </Notice>
              ) : null}
              <Inline space="small">
                {shown === 'cancelled' || shown === 'unverified' ? (
                  <Button asChild>
                    <RouterLink to={paths.dashboard.licensePayment.href()}>{t('payment.tryAgain')}</RouterLink>
                  </Button>
                ) : null}
                {shown === 'paid' ? (
                  <Button asChild>
                    <RouterLink to={paths.dashboard.other.href('account_subscription')}>
                      {t('payment.toSubscription')}
                    </RouterLink>
                  </Button>
                ) : null}
                <Button asChild tone="secondary">
                  <RouterLink to={paths.dashboard.frontpage.href()}>{t('payment.backToDashboard')}</RouterLink>
                </Button>
              </Inline>
            </Stack>
          )}
        </Card>
      </Box>
    </Box>
  );
}
