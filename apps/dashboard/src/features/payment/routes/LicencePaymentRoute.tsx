import {
  formatDate,
  isPurchasableLicence,
  licencePaymentPeriod,
  licencePaymentSchema,
  monthlyPriceExcludingVat,
  toDate,
} from '@siirto/domain';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Inline, Link, Text, Notice, Spinner, Card, DescriptionList } from '@siirto/ui';
import { externalLinks, paths } from '../../../config/paths';
import { CheckboxField } from '../../../components/choice-fields';
import * as layoutStyles from '../../../components/components.css';
import { Breadcrumbs } from '../../../components/navigation';
import { FormMessages } from '../../../components/form';
import { useI18n } from '../../../i18n/intl';
import { useServerForm } from '../../../lib/server-form';
import { useSession } from '../../../lib/session';
import { useLicences } from '../../../lib/queries/get-licences';
import { useMyAccount } from '../../../lib/queries/get-account';
import { useMyCompany } from '../../../lib/queries/get-company';
import { subscribeLicense } from '../api/subscribe-license';
import { PageHeading } from '../../../components/page-heading';

/** Sends the browser to the provider's page; replacing this page, so that Back after paying never returns to it. */
export const goToPaymentProvider = (url: string) => window.location.replace(url);

/**
 * /dashboard/account/license_payment (spec 2 §2 "Licence payment"): the order summary, the required terms and
 * the way to the card payment provider. The licence paid is the account's own when it can be bought, else the
 * first licence that can (an upgrade from Free); Free and price on request are agreed through support. Only admins
 * pay (the API's rule: account admins); others see why they cannot.
 */
export default function LicencePaymentRoute({ redirect = goToPaymentProvider }: { redirect?: (url: string) => void }) {
  const { t, intl } = useI18n();
  const { isAdmin } = useSession();
  const account = useMyAccount();
  const company = useMyCompany();
  const licences = useLicences();
  const server = useServerForm({
    schema: licencePaymentSchema,
    defaultValues: { agree_terms: false },
    submit: () => subscribeLicense(licence?.id ?? 0),
    onSuccess: (answer) => redirect(answer.payment_url),
  });
  const current = account.data?.license_obj ?? licences.data?.find((item) => item.id === account.data?.license);
  const licence =
    current && isPurchasableLicence(current) ? current : licences.data?.find((item) => isPurchasableLicence(item));

  const title = t('licencePayment.title');
  const header = (
    <>
      <Breadcrumbs
        label={t('common.breadcrumbs')}
        items={[
          { to: paths.dashboard.root.href(), label: t('shell.menu.frontpage') },
          { to: paths.dashboard.other.href('account_subscription'), label: t('licencePayment.subscription') },
          { label: title },
        ]}
      />
      <PageHeading>{title}</PageHeading>
    </>
  );
  if (account.isPending || licences.isPending) {
    return (
      <>
        {header}
        <Spinner label={t('common.loading')} />
      </>
    );
  }
  if (account.isError || licences.isError) {
    return (
      <>
        {header}
        <Notice tone="caution" live="assertive">
          {t('common.loadFailed')}
        </Notice>
      </>
    );
  }
  const backToSubscription = (
    <Button asChild tone="secondary">
      <RouterLink to={paths.dashboard.other.href('account_subscription')}>{t('licencePayment.back')}</RouterLink>
    </Button>
  );
  if (!isAdmin || !licence) {
    return (
      <>
        {header}
        <Card space="medium">
          <Notice tone="info" live="polite">
            {!isAdmin ? t('licencePayment.adminsOnly') : t('licencePayment.nothingToBuy')}
          </Notice>
          <Inline space="small">{backToSubscription}</Inline>
        </Card>
      </>
    );
  }
  const paidUntil = toDate(account.data.license_valid_until);
  const period = licencePaymentPeriod({
    now: new Date(),
    paidUntil,
    sameLicence: account.data.license === licence.id,
  });
  const euros = intl.formatEuros;
  const vat = intl.formatVatPercent(licence.price_vat_percent);
  const { form, onSubmit, general, pending, fieldError } = server;
  return (
    <>
      {header}
      <Card title={t('licencePayment.summary')} region={false} space="medium">
        <DescriptionList
          items={[
            { term: t('licencePayment.company'), description: company.data?.name ?? account.data.name },
            { term: t('licencePayment.licence'), description: licence.name },
            { term: t('licencePayment.userLimit'), description: licence.limit_users ?? '–' },
            {
              term: t('licencePayment.monthly'),
              description: t('licencePayment.monthlyValue', {
                price: euros(monthlyPriceExcludingVat(licence.price, licence.price_vat_percent)),
                vat,
              }),
            },
            { term: t('licencePayment.charged'), description: euros(licence.price ?? 0) },
            {
              term: t('licencePayment.period'),
              description: `${formatDate(period.start)} – ${formatDate(period.end)}`,
            },
          ]}
        />
        {paidUntil && paidUntil.getTime() > Date.now() && account.data.license === licence.id ? (
          <Notice tone="info" live="polite">
            {t('licencePayment.renewal', { date: formatDate(paidUntil) })}
          </Notice>
        ) : null}
        <form onSubmit={(event) => void onSubmit(event)} noValidate className={layoutStyles.stack}>
          <CheckboxField
            label={t('licencePayment.agreeTerms')}
            error={fieldError('agree_terms')}
            control={form.control}
            name="agree_terms"
          />
          <Text as="p">
            <Link href={externalLinks.terms} external>
              {t('licencePayment.termsLink')}
            </Link>
          </Text>
          <FormMessages errors={form.formState.errors} submitCount={form.formState.submitCount} general={general} />
          <Inline space="small">
            <Button type="submit" loading={pending}>
              {t('licencePayment.goToPayment')}
            </Button>
            {backToSubscription}
          </Inline>
        </form>
      </Card>
    </>
  );
}
