import { Link as RouterLink } from 'react-router-dom';
import { Button, Link, Notice, Spinner, Inline } from '@siirto/ui';
import { paths } from '../config/paths';
import { useI18n } from '../i18n/intl';
import { useLicences } from '../lib/queries/get-licences';
import { telHref, useSupportContacts } from '../lib/support';
import { Modal } from './dialog';
import { Table } from './table';

const tiers = ['Free', 'Basic', 'Enterprise'] as const;

/**
 * Licence tiers Free / Basic / Enterprise (spec 1 §1): user limits; only Enterprise has APIs and an own database.
 * Opened instead of an invitation (`userLimit` given), it first says the licence is full and what to do next: the
 * licence is raised through support (spec 1 §2, subscription tab), whose contacts it shows, and where to see the plan.
 */
export function LicenceDialog({
  open,
  onClose,
  userLimit,
}: {
  open: boolean;
  onClose: () => void;
  /** The licence's user limit, when the dialog opens because it is full. */
  userLimit?: number | null;
}) {
  const { t, intl } = useI18n();
  const licences = useLicences();
  const support = useSupportContacts();
  const full = userLimit !== undefined;
  const limitOf = (name: string) => licences.data?.find((licence) => licence.name === name)?.limit_users;
  const price = (tier: (typeof tiers)[number]) =>
    tier === 'Free'
      ? t('licence.price.free', { price: intl.formatEuros(0) })
      : tier === 'Basic'
        ? t('licence.price.basic', { vat: intl.formatVatPercent(0) })
        : t('licence.price.enterprise');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={full ? t('licence.fullTitle') : t('licence.title')}
      actions={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {full ? (
        <Notice tone="caution" live="assertive">
          <p>
            {userLimit === null ? t('licence.fullNoLimit') : t('licence.full', { limit: userLimit })}{' '}
            {t('licence.upgradeThroughSupport')}
          </p>
          <Inline>
            {support.phone ? <Link href={telHref(support.phone)}>{support.phone}</Link> : null}
            {support.email ? <Link href={`mailto:${support.email}`}>{support.email}</Link> : null}
            <Link asChild>
              <RouterLink to={paths.dashboard.other.href('account_subscription')} onClick={onClose}>
                {t('licence.toSubscription')}
              </RouterLink>
            </Link>
          </Inline>
        </Notice>
      ) : null}
      {licences.isPending ? <Spinner label={t('common.loading')} /> : null}
      <Table
        caption={t('licence.title')}
        rows={[...tiers]}
        rowKey={(tier) => tier}
        empty={t('common.empty')}
        columns={[
          { header: t('licence.tier'), cell: (tier) => tier },
          { header: t('licence.priceHeader'), cell: price },
          { header: t('licence.users'), cell: (tier) => limitOf(tier) ?? '–' },
          {
            header: t('licence.apis'),
            cell: (tier) => (tier === 'Enterprise' ? t('common.yes') : t('common.no')),
          },
        ]}
      />
      <p>{t('licence.downgrade')}</p>
    </Modal>
  );
}
