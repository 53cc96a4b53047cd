import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressField, Button } from '@siirto/ui';
import { addressFieldsFrom, businessLocationSchema, isLngLat } from '@siirto/domain';
import { TextField } from '../../../components/fields';
import { Notice } from '../../../components/feedback';
import { Modal } from '../../../components/dialog';
import { FormMessages } from '../../../components/form';
import { useNotify } from '../../../components/toaster';
import * as c from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import type { BusinessLocation, Company } from '../../../lib/api-types';
import { applyServerErrors, saveErrorMessage } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useAddressSearch } from '../../../lib/geo/react';
import { companyKeys, createBusinessLocation, updateBusinessLocation } from '../api/company-api';

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
    <Modal
      open={open}
      title={location ? t('company.locations.editTitle') : t('company.locations.createTitle')}
      onClose={onClose}
    >
      <BusinessLocationForm location={location} company={company} onClose={onClose} />
    </Modal>
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
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string>();
  const form = useForm({
    resolver: formResolver(businessLocationSchema),
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
  });
  const { errors, submitCount } = form.formState;
  const coordinates = useWatch({ control: form.control, name: 'coordinates' });
  const addressSearch = useAddressSearch(company?.abroad_transports);

  const save = useMutation({
    mutationFn: (values: Parameters<typeof createBusinessLocation>[0]) =>
      location ? updateBusinessLocation(location.id, values) : createBusinessLocation(values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.allLocations });
      notify({ tone: 'positive', title: t('company.locations.saved') });
      onClose();
    },
    onError: (error) =>
      setGeneral(applyServerErrors(error, form.setError, fields, i18n, saveErrorMessage(error, i18n))),
  });

  const onSubmit = form.handleSubmit((values) => {
    setGeneral(undefined);
    save.mutate({
      ...values,
      company: company?.id,
      description: values.description ?? null,
      opening_hours: values.opening_hours ?? null,
      google_full_address: values.google_full_address ?? null,
      city_sk: values.city_sk ?? null,
      coordinates: values.coordinates ?? null,
    });
  });

  const err = (name: (typeof fields)[number]) => fieldError(errors[name]?.message);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={c.stack}>
      <FormMessages errors={errors} submitCount={submitCount} general={general} />
      <TextField label={t('company.locations.name')} error={err('name')} {...form.register('name')} />
      <AddressField
        label={t('company.locations.addressSearch')}
        description={t('company.locations.addressSearchHint')}
        search={addressSearch.search}
        onSearchError={addressSearch.onSearchError}
        loadingText={t('company.locations.addressSearching')}
        noResultsText={t('company.locations.addressNoResults')}
        cityNotFoundText={t('company.locations.cityNotFound')}
        cityWarningText={t('company.locations.cityCheck')}
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
      {location && !coordinates ? <Notice tone="caution">{t('company.locations.noCoordinates')}</Notice> : null}
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
      <div className={c.dialogActions}>
        <Button tone="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
