import { useState } from 'react';
import { Button, EmptyState, Text, Card } from '@siirto/ui';
import { BUSINESS_LOCATIONS_PAGE_SIZE } from '@siirto/domain';
import { ConfirmDialog } from '../../../components/dialog';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import type { BusinessLocation } from '../../../lib/api-types';
import { saveErrorMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useMyCompany } from '../../../lib/queries/get-company';
import { useDeleteBusinessLocation } from '../api/delete-business-location';
import { businessLocationsQuery } from '../api/get-business-locations';
import { BusinessLocationModal } from './BusinessLocationModal';
import { PagedTable, RowActions } from './PagedTable';

export function BusinessLocations() {
  const i18n = useI18n();
  const { t } = i18n;
  const { isAdmin } = useSession();
  const notify = useNotify();
  const company = useMyCompany();
  const [editing, setEditing] = useState<BusinessLocation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BusinessLocation | null>(null);

  const remove = useDeleteBusinessLocation();
  const removeLocation = (location: BusinessLocation) =>
    remove.mutate(location.id, {
      onSuccess: () => {
        setDeleting(null);
        notify({ tone: 'positive', title: t('company.locations.deleted') });
      },
      onError: (error) => {
        setDeleting(null);
        notify({ tone: 'critical', title: t('company.locations.deleteFailed'), text: saveErrorMessage(error, i18n) });
      },
    });

  return (
    <Card
      title={t('shell.menu.businessLocations')}
      actions={
        <Button disabled={!isAdmin} onClick={() => setEditing('new')}>
          {t('company.locations.create')}
        </Button>
      }
      region={false}
      space="medium"
    >
      <PagedTable
        query={businessLocationsQuery}
        pageSize={BUSINESS_LOCATIONS_PAGE_SIZE}
        errorTitle={t('shell.menu.businessLocations')}
        caption={t('shell.menu.businessLocations')}
        rowKey={(row) => row.id}
        empty={<EmptyState title={t('company.locations.empty')} headingLevel={3} />}
        columns={[
          {
            header: t('company.locations.name'),
            cell: (row) => (
              <>
                <Text as="div" weight="semibold">
                  {row.name}
                </Text>
                {!row.coordinates ? (
                  <Text as="div" size="small" tone="caution">
                    {t('company.locations.noCoordinates')}
                  </Text>
                ) : null}
              </>
            ),
          },
          {
            header: t('company.fields.streetAddress'),
            cell: (row) => [row.street_address, row.postal_code, row.city_name ?? row.city].filter(Boolean).join(', '),
          },
          { header: t('company.locations.costCenter'), cell: (row) => row.cost_center ?? '' },
          { header: t('company.locations.users'), cell: (row) => row.users_count },
          { header: t('company.locations.transports'), cell: (row) => row.transports_count },
          {
            header: t('common.actions'),
            cell: (row) => (
              <RowActions
                actions={[
                  {
                    label: t('common.edit'),
                    name: t('company.locations.editNamed', { name: row.name }),
                    onClick: () => setEditing(row),
                    disabled: !isAdmin,
                  },
                  {
                    label: t('common.delete'),
                    name: t('company.locations.deleteNamed', { name: row.name }),
                    onClick: () => setDeleting(row),
                    disabled: !isAdmin,
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <BusinessLocationModal
        open={editing !== null}
        location={editing === 'new' || editing === null ? null : editing}
        company={company.data}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('company.locations.deleteTitle')}
        text={t('company.locations.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) removeLocation(deleting);
        }}
      />
    </Card>
  );
}
