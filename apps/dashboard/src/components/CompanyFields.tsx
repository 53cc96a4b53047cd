import { useWatch, type Control, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  COMPANY_FORM_FIELDS,
  companySchema,
  DEFAULT_INVOICING_TYPE,
  INVOICING_TYPE_EINVOICE,
  INVOICING_TYPE_EMAIL,
} from '@siirto/domain';
import { useI18n } from '../i18n/intl';
import type { Company } from '../lib/api-types';
import type { FormInput } from '../lib/form-resolver';
import { useCities } from '../lib/queries/get-cities';
import { RadioField, SelectField } from './choice-fields';
import { TextField } from './text-field';

export type CompanyFormInput = FormInput<typeof companySchema>;
export type CompanyFormOutput = z.output<typeof companySchema>;

/** The company form's fields, in the order the server may name them in its errors. */
export const companyFormFields = COMPANY_FORM_FIELDS;
export type CompanyFormField = (typeof companyFormFields)[number];

/** Where each company field lives in another form (e.g. the registration's `company_*` values). */
export type CompanyFieldNames<T extends FieldValues> = Readonly<Record<CompanyFormField, FieldPath<T>>>;

const companyFieldNames: CompanyFieldNames<CompanyFormInput> = {
  name: 'name',
  business_identity_code: 'business_identity_code',
  street_address: 'street_address',
  postal_code: 'postal_code',
  city_sk: 'city_sk',
  invoicing_type: 'invoicing_type',
  invoicing_email: 'invoicing_email',
  invoicing_einvoice_operator_url: 'invoicing_einvoice_operator_url',
  invoicing_einvoice_operator: 'invoicing_einvoice_operator',
};

/** What the form starts with: the company's own values, or an empty e-invoicing company (spec default 2). */
export function companyFormDefaults(company: Company | null): CompanyFormInput {
  return {
    name: company?.name ?? '',
    business_identity_code: company?.business_identity_code ?? '',
    street_address: company?.street_address ?? '',
    postal_code: company?.postal_code ?? '',
    city_sk: company?.city_sk ?? '',
    invoicing_type: String(company?.invoicing_type ?? DEFAULT_INVOICING_TYPE),
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
  return <MappedCompanyFields form={form} names={companyFieldNames} />;
}

export interface MappedCompanyFieldsProps<T extends FieldValues, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>;
  /** The form's field for each company field. */
  names: CompanyFieldNames<T>;
  /** Labels that differ from the company form's (the registration says "Yrityksen nimi"). */
  labels?: Partial<Record<CompanyFormField, string>>;
  /** Hints under a field (the business id's format). */
  descriptions?: Partial<Record<CompanyFormField, string>>;
}

/** The company fields in any form whose values hold them under other names (`names`). */
export function MappedCompanyFields<T extends FieldValues, TOutput>({
  form,
  names,
  labels,
  descriptions,
}: MappedCompanyFieldsProps<T, TOutput>) {
  const { t, fieldError } = useI18n();
  const cities = useCities();
  // the field adapters never read the form's validated output, so its type does not matter to them
  const control = form.control as unknown as Control<T>;
  const invoicingType = Number(useWatch({ control, name: names.invoicing_type }));
  const err = (field: CompanyFormField) => fieldError(form.getFieldState(names[field], form.formState).error?.message);
  const text = (field: CompanyFormField, fallback: string) => ({
    label: labels?.[field] ?? fallback,
    description: descriptions?.[field],
    error: err(field),
  });
  return (
    <>
      <TextField
        {...text('name', t('company.fields.name'))}
        autoComplete="organization"
        {...form.register(names.name)}
      />
      <TextField
        {...text('business_identity_code', t('company.fields.businessId'))}
        {...form.register(names.business_identity_code)}
      />
      <TextField
        {...text('street_address', t('company.fields.streetAddress'))}
        autoComplete="street-address"
        {...form.register(names.street_address)}
      />
      <TextField
        {...text('postal_code', t('company.fields.postalCode'))}
        autoComplete="postal-code"
        {...form.register(names.postal_code)}
      />
      <SelectField
        {...text('city_sk', t('company.fields.city'))}
        placeholder={t('common.choose')}
        options={(cities.data ?? []).map((city) => ({ value: city.id, label: city.name }))}
        control={control}
        name={names.city_sk}
      />
      <RadioField
        control={control}
        name={names.invoicing_type}
        label={labels?.invoicing_type ?? t('company.fields.invoicingType')}
        options={[
          { value: INVOICING_TYPE_EINVOICE, label: t('common.invoicing.einvoice') },
          { value: INVOICING_TYPE_EMAIL, label: t('common.invoicing.email') },
        ]}
      />
      {invoicingType === INVOICING_TYPE_EMAIL ? (
        <TextField
          {...text('invoicing_email', t('common.invoicing.emailAddress'))}
          type="email"
          {...form.register(names.invoicing_email)}
        />
      ) : (
        <>
          <TextField
            {...text('invoicing_einvoice_operator_url', t('common.invoicing.einvoiceAddress'))}
            {...form.register(names.invoicing_einvoice_operator_url)}
          />
          <TextField
            {...text('invoicing_einvoice_operator', t('common.invoicing.operator'))}
            {...form.register(names.invoicing_einvoice_operator)}
          />
        </>
      )}
    </>
  );
}
