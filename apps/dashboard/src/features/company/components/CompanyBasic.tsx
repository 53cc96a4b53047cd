import { useState } from 'react';
import { Button, Notice, Spinner, Card, DescriptionList } from '@siirto/ui';
import { INVOICING_TYPE_EMAIL } from '@siirto/domain';
import { useI18n } from '../../../i18n/intl';
import { errorAsText } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useMyCompany } from '../../../lib/queries/get-company';
import { CompanyEditModal } from './CompanyEditModal';

export function CompanyBasic() {
  const { t } = useI18n();
  const { isAdmin } = useSession();
  const company = useMyCompany();
  const [editing, setEditing] = useState(false);
  if (company.isPending) return <Spinner label={t('common.loading')} />;
  if (company.isError)
    return (
      <Notice tone="caution" live="assertive">
        {errorAsText(company.error)}
      </Notice>
    );
  const data = company.data;
  const email = data.invoicing_type === INVOICING_TYPE_EMAIL;
  return (
    <Card
      title={data.name}
      actions={
        <Button tone="secondary" disabled={!isAdmin} onClick={() => setEditing(true)}>
          {t('common.edit')}
        </Button>
      }
      region={false}
      space="medium"
    >
      <DescriptionList
        items={[
          { term: t('company.fields.name'), description: data.name },
          { term: t('company.fields.businessId'), description: data.business_identity_code },
          { term: t('company.fields.streetAddress'), description: data.street_address },
          { term: t('company.fields.postalCode'), description: data.postal_code },
          { term: t('company.fields.city'), description: data.city_sk_obj?.name ?? '' },
          {
            term: t('company.fields.invoicingType'),
            description: email ? t('common.invoicing.email') : t('common.invoicing.einvoice'),
          },
          ...(email
            ? [{ term: t('common.invoicing.emailAddress'), description: data.invoicing_email ?? '' }]
            : [
                {
                  term: t('common.invoicing.einvoiceAddress'),
                  description: data.invoicing_einvoice_operator_url ?? '',
                },
                { term: t('common.invoicing.operator'), description: data.invoicing_einvoice_operator ?? '' },
              ]),
        ]}
      />
      <CompanyEditModal open={editing} company={data} onClose={() => setEditing(false)} />
    </Card>
  );
}
