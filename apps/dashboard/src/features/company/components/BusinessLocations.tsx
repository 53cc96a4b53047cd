import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, Text } from '@siirto/ui';
import { BUSINESS_LOCATIONS_PAGE_SIZE } from '@siirto/domain';
import { Notice, Spinner } from '../../../components/feedback';
import { ConfirmDialog } from '../../../components/dialog';
import { Card, Inline } from '../../../components/layout';
import { Table } from '../../../components/table';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import type { BusinessLocation } from '../../../lib/api-types';
import { errorAsText, saveErrorMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useMyCompany } from '../../../lib/queries/get-company';
import { deleteBusinessLocation } from '../api/delete-business-location';
import { businessLocationsQuery } from '../api/get-business-locations';
import { companyKeys } from '../api/keys';
import { BusinessLocationModal } from './BusinessLocationModal';
import { ListPagination } from './ListPagination';

export function BusinessLocations() {
  const i18n = useI18n();
  const { t } = i18n;
  const { isAdmin } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const company = useMyCompany();
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<BusinessLocation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BusinessLocation | null>(null);
  const locations = useQuery(businessLocationsQuery(offset));
  const count = locations.data?.count ?? 0;

  const remove = useMutation({
    mutationFn: (id: number) => deleteBusinessLocation(id),
    onSuccess: async () => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: companyKeys.allLocations });
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
    >
      {locations.isPending ? <Spinner label={t('common.loading')} /> : null}
      {locations.isError ? (
        <Notice tone="caution" title={t('shell.menu.businessLocations')}>
          {errorAsText(locations.error)}
        </Notice>
      ) : null}
      {locations.data ? (
        <Table
          caption={t('shell.menu.businessLocations')}
          rows={locations.data.results}
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
              cell: (row) =>
                [row.street_address, row.postal_code, row.city_name ?? row.city].filter(Boolean).join(', '),
            },
            { header: t('company.locations.costCenter'), cell: (row) => row.cost_center ?? '' },
            { header: t('company.locations.users'), cell: (row) => row.users_count },
            { header: t('company.locations.transports'), cell: (row) => row.transports_count },
            {
              header: t('common.actions'),
              cell: (row) => (
                <Inline>
                  <Button
                    tone="secondary"
                    size="small"
                    disabled={!isAdmin}
                    onClick={() => setEditing(row)}
                    aria-label={t('company.locations.editNamed', { name: row.name })}
                  >
                    {t('common.edit')}
                  </Button>
                  <Button
                    tone="secondary"
                    size="small"
                    disabled={!isAdmin}
                    onClick={() => setDeleting(row)}
                    aria-label={t('company.locations.deleteNamed', { name: row.name })}
                  >
                    {t('common.delete')}
                  </Button>
                </Inline>
              ),
            },
          ]}
        />
      ) : null}
      <ListPagination
        count={count}
        pageSize={BUSINESS_LOCATIONS_PAGE_SIZE}
        offset={offset}
        onOffsetChange={setOffset}
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
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </Card>
  );
}
