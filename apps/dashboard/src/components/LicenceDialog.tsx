import { Button } from '@siirto/ui';
import { useI18n } from '../i18n/intl';
import { useLicences } from '../lib/shared-queries';
import { Spinner } from './feedback';
import { Modal } from './dialog';
import { Table } from './table';

const tiers = ['Free', 'Basic', 'Enterprise'] as const;

/** Licence tiers Free / Basic / Enterprise (spec 1 §1): user limits; only Enterprise has APIs and an own database. */
export function LicenceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const licences = useLicences();
  const limitOf = (name: string) => licences.data?.find((licence) => licence.name === name)?.limit_users;
  const price = (tier: (typeof tiers)[number]) =>
    tier === 'Free'
      ? t('licence.price.free')
      : tier === 'Basic'
        ? t('licence.price.basic')
        : t('licence.price.enterprise');
  return (
    <Modal
      open={open}
      onClose={onClose}

      title={t('licence.title')}
      actions={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
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
