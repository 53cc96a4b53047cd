import { useWatch } from 'react-hook-form';
import { AddressField, Notice } from '@siirto/ui';
import { addressFieldsFrom, businessLocationSchema, isLngLat } from '@siirto/domain';
import { TextField } from '../../../components/text-field';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import type { BusinessLocation, Company } from '../../../lib/api-types';
import { useServerForm } from '../../../lib/server-form';
import { useAddressSearch } from '../../../lib/geo/react';
import { createBusinessLocation } from '../api/create-business-location';
import { companyKeys } from '../api/keys';
import { updateBusinessLocation } from '../api/update-business-location';

const toPoint = (value: unknown) => (isLngLat(value) ? { type: 'Point' as const, coordinates: value } : null);

const fields = [
  'name',
  'street_address',
  'postal_code',
  'city',
  'cost_center',
  'description',
  'opening_hours',
] as const;

/**
 * The business location dialog (`location` null for a new one). It stays mounted while closed so that opening it
 * portals it straight into the theme root (see InviteUserModal); the form inside mounts afresh on each opening.
 */
export function BusinessLocationModal({
  open,
  location,
  company,
  onClose,
}: {
  open: boolean;
  location: BusinessLocation | null;
  company: Company | undefined;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      title={location ? t('company.locations.editTitle') : t('company.locations.createTitle')}
      onClose={onClose}
    >
      <BusinessLocationForm location={location} company={company} onClose={onClose} />
    </FormDialog>
  );
}

function BusinessLocationForm({
  location,
  company,
  onClose,
}: {
  location: BusinessLocation | null;
  company: Company | undefined;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const server = useServerForm({
    schema: businessLocationSchema,
    defaultValues: {
      name: location?.name ?? '',
      street_address: location?.street_address ?? '',
      postal_code: location?.postal_code ?? '',
      city: location?.city ?? location?.city_name ?? '',
      country: location?.country ?? '',
      description: location?.description ?? '',
      opening_hours: location?.opening_hours ?? '',
      cost_center: location?.cost_center ?? '',
      cost_center_is: location?.cost_center_is ?? true,
      google_full_address: location?.google_full_address ?? '',
      coordinates: toPoint(location?.coordinates?.coordinates),
    },
    submit: (values) => {
      const body = {
        ...values,
        company: company?.id,
        description: values.description ?? null,
        opening_hours: values.opening_hours ?? null,
        google_full_address: values.google_full_address ?? null,
        city_sk: values.city_sk ?? null,
        coordinates: values.coordinates ?? null,
      };
      return location ? updateBusinessLocation(location.id, body) : createBusinessLocation(body);
    },
    invalidates: [companyKeys.allLocations],
    onSuccess: () => {
      notify({ tone: 'positive', title: t('company.locations.saved') });
      onClose();
    },
    serverFields: fields,
  });
  const { form } = server;
  const coordinates = useWatch({ control: form.control, name: 'coordinates' });
  const addressSearch = useAddressSearch(company?.abroad_transports, t('company.locations.cityCheck'));

  const err = server.fieldError;
  return (
    <DialogForm server={server} submitLabel={t('common.save')} onCancel={onClose}>
      <TextField label={t('company.locations.name')} error={err('name')} {...form.register('name')} />
      <AddressField
        label={t('company.locations.addressSearch')}
        description={t('company.locations.addressSearchHint')}
        search={addressSearch.search}
        onSearchError={addressSearch.onSearchError}
        warningFor={addressSearch.warningFor}
        debounceMs={addressSearch.debounceMs}
        loadingText={t('company.locations.addressSearching')}
        noResultsText={t('company.locations.addressNoResults')}
        cityNotFoundText={t('company.locations.cityNotFound')}
        onSelect={(place) => {
          const address = addressFieldsFrom(place);
          const options = { shouldDirty: true };
          form.setValue('street_address', address.streetAddress, options);
          form.setValue('postal_code', address.postalCode, options);
          form.setValue('city', address.city, options);
          form.setValue('country', address.country, options);
          form.setValue('coordinates', address.coordinates, options);
          form.setValue('google_full_address', address.fullAddress, options);
        }}
      />
      <TextField
        label={t('company.fields.streetAddress')}
        error={err('street_address')}
        {...form.register('street_address')}
      />
      <TextField label={t('company.fields.postalCode')} error={err('postal_code')} {...form.register('postal_code')} />
      <TextField label={t('company.fields.city')} error={err('city')} {...form.register('city')} />
      {/* a saved location without coordinates (spec 1 §8), not a form the user has only begun to fill */}
      {location && !coordinates ? (
        <Notice tone="caution" live="assertive">
          {t('company.locations.noCoordinates')}
        </Notice>
      ) : null}
      <TextField
        label={t('company.locations.costCenter')}
        error={err('cost_center')}
        {...form.register('cost_center')}
      />
      <TextField
        label={t('company.locations.description')}
        error={err('description')}
        {...form.register('description')}
      />
      <TextField
        label={t('company.locations.openingHours')}
        error={err('opening_hours')}
        {...form.register('opening_hours')}
      />
    </DialogForm>
  );
}
