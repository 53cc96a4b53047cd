import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, monthlyPriceExcludingVat } from '@siirto/domain';
import { Button, Inline, Link, Text, Notice, Spinner, Card, DescriptionList } from '@siirto/ui';
import { externalLinks, paths } from '../../../config/paths';
import { Modal } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import { saveErrorMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useLicences } from '../../../lib/queries/get-licences';
import { useMyAccount } from '../../../lib/queries/get-account';
import { useUpdateAccount } from '../api/update-account';

/** Order and contract: plan and monthly price excluding VAT; the plan changes only through support. */
export function SubscriptionTab() {
  const i18n = useI18n();
  const { t, intl } = i18n;
  const { isAdmin } = useSession();
  const notify = useNotify();
  const account = useMyAccount();
  const licences = useLicences();
  const [contractOpen, setContractOpen] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const save = useUpdateAccount();
  const saveName = (id: number, accountName: string) =>
    save.mutate(
      { id, body: { name: accountName } },
      {
        onSuccess: () => notify({ tone: 'positive', title: t('account.subscription.saved') }),
        onError: (error) => notify({ tone: 'critical', title: saveErrorMessage(error, i18n) }),
      },
    );
  if (account.isPending) return <Spinner label={t('common.loading')} />;
  if (account.isError)
    return (
      <Notice tone="caution" live="assertive">
        {t('common.loadFailed')}
      </Notice>
    );
  const data = account.data;
  const licence = data.license_obj ?? licences.data?.find((item) => item.id === data.license);
  const monthly = monthlyPriceExcludingVat(
    data.license_price ?? licence?.price,
    data.license_price_vat_percent ?? licence?.price_vat_percent,
  );
  return (
    <Card title={t('account.subscription.title')} region={false} space="medium">
      <DescriptionList
        items={[
          { term: t('account.subscription.plan'), description: licence?.name ?? '–' },
          {
            term: t('account.subscription.monthly'),
            // the monthly price is shown excluding VAT: VAT 0,0 % (spec 1 §9)
            description: `${intl.formatEuros(monthly)} ${t('account.subscription.vat', { vat: intl.formatVatPercent(0) })}`,
          },
          { term: t('account.subscription.users'), description: licence?.limit_users ?? '–' },
          {
            term: t('account.subscription.validUntil'),
            description: data.license_valid_until
              ? formatDate(data.license_valid_until)
              : t('account.subscription.notPaid'),
          },
        ]}
      />
      <Inline space="small" alignY="center">
        {isAdmin ? (
          <Button asChild>
            <RouterLink to={paths.dashboard.licensePayment.href()}>{t('account.subscription.pay')}</RouterLink>
          </Button>
        ) : (
          <Text as="p">{t('account.subscription.payAdminsOnly')}</Text>
        )}
      </Inline>
      <TextField
        label={t('account.subscription.accountName')}
        value={name ?? data.name}
        onChange={(event) => setName(event.target.value)}
        disabled={!isAdmin}
      />
      <Notice tone="info" live="polite">
        {t('account.subscription.planNote')}
      </Notice>
      <Text as="p">{t('account.subscription.charger')}</Text>
      <Inline space="small" alignY="center">
        <Button tone="secondary" onClick={() => setContractOpen(true)}>
          {t('account.subscription.contract')}
        </Button>
        <Link href={externalLinks.terms} external>
          {t('auth.termsLink')}
        </Link>
        <Button disabled={!isAdmin || save.isPending} onClick={() => saveName(data.id, name ?? data.name)}>
          {t('common.save')}
        </Button>
      </Inline>
      <Modal open={contractOpen} title={t('account.subscription.contract')} onClose={() => setContractOpen(false)}>
        <Text as="p">{t('common.comingSoon')}</Text>
      </Modal>
    </Card>
  );
}
