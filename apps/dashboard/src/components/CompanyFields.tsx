import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { companySchema, INVOICING_TYPE_EINVOICE, INVOICING_TYPE_EMAIL } from '@siirto/domain';
import { useI18n } from '../i18n/intl';
import type { Company } from '../lib/api-types';
import type { FormInput } from '../lib/form-resolver';
import { useCities } from '../lib/shared-queries';
import { RadioField, SelectField, TextField } from './fields';

export type CompanyFormInput = FormInput<typeof companySchema>;
export type CompanyFormOutput = z.output<typeof companySchema>;

/** The company form's fields, in the order the server may name them in its errors. */
export const companyFormFields = [
  'name',
  'business_identity_code',
  'street_address',
  'postal_code',
  'city_sk',
  'invoicing_type',
  'invoicing_email',
  'invoicing_einvoice_operator_url',
  'invoicing_einvoice_operator',
] as const;

/** What the form starts with: the company's own values, or an empty e-invoicing company (spec default 2). */
export function companyFormDefaults(company: Company | null): CompanyFormInput {
  return {
    name: company?.name ?? '',
    business_identity_code: company?.business_identity_code ?? '',
    street_address: company?.street_address ?? '',
    postal_code: company?.postal_code ?? '',
    city_sk: company?.city_sk ?? '',
    invoicing_type: String(company?.invoicing_type ?? INVOICING_TYPE_EINVOICE),
    invoicing_email: company?.invoicing_email ?? '',
    invoicing_einvoice_operator_url: company?.invoicing_einvoice_operator_url ?? '',
    invoicing_einvoice_operator: company?.invoicing_einvoice_operator ?? '',
  };
}

/**
 * The company fields shared by the company edit modal and the account area's companies list: name, business
 * id, address, city and the invoicing type switch (e-invoice 2 shows address and operator, e-mail 5 the
 * invoicing e-mail).
 */
export function CompanyFields({ form }: { form: UseFormReturn<CompanyFormInput, unknown, CompanyFormOutput> }) {
  const { t, fieldError } = useI18n();
  const cities = useCities();
  const { errors } = form.formState;
  const invoicingType = Number(useWatch({ control: form.control, name: 'invoicing_type' }));
  const err = (name: (typeof companyFormFields)[number]) => fieldError(errors[name]?.message);
  return (
    <>
      <TextField label={t('company.fields.name')} error={err('name')} {...form.register('name')} />
      <TextField
        label={t('company.fields.businessId')}
        error={err('business_identity_code')}
        {...form.register('business_identity_code')}
      />
      <TextField
        label={t('company.fields.streetAddress')}
        error={err('street_address')}
        {...form.register('street_address')}
      />
      <TextField label={t('company.fields.postalCode')} error={err('postal_code')} {...form.register('postal_code')} />
      <SelectField
        label={t('company.fields.city')}
        placeholder={t('common.choose')}
        options={(cities.data ?? []).map((city) => ({ value: city.id, label: city.name }))}
        error={err('city_sk')}
        control={form.control}
        name="city_sk"
      />
      <RadioField
        control={form.control}
        name="invoicing_type"
        label={t('company.fields.invoicingType')}
        options={[
          { value: INVOICING_TYPE_EINVOICE, label: t('common.invoicing.einvoice') },
          { value: INVOICING_TYPE_EMAIL, label: t('common.invoicing.email') },
        ]}
      />
      {invoicingType === INVOICING_TYPE_EMAIL ? (
        <TextField
          label={t('common.invoicing.emailAddress')}
          type="email"
          error={err('invoicing_email')}
          {...form.register('invoicing_email')}
        />
      ) : (
        <>
          <TextField
            label={t('common.invoicing.einvoiceAddress')}
            error={err('invoicing_einvoice_operator_url')}
            {...form.register('invoicing_einvoice_operator_url')}
          />
          <TextField
            label={t('common.invoicing.operator')}
            error={err('invoicing_einvoice_operator')}
            {...form.register('invoicing_einvoice_operator')}
          />
        </>
      )}
    </>
  );
}
