/** The order wizard's field parts bound to its react-hook-form: a place (pickup or destination), a vehicle, a time. */
import { memo, useCallback, useState } from 'react';
import { useController, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { AddressField, Columns, Column, Combobox, DateTimePicker, Select, Stack } from '@siirto/ui';
import {
  CUSTOMERS_PAGE_SIZE,
  DATE_PICKER_MINUTE_STEP,
  RECHARGE_TYPES,
  FUEL_TYPES,
  TRANSMISSION_TYPES,
  todayIn,
  wallTimeOf,
  wallTimeToInstant,
  type GeoPlace,
} from '@siirto/domain';
import { useCalendarTexts } from '../../../components/calendar';
import { TextField } from '../../../components/text-field';
import { CheckboxField, SelectField, SwitchField } from '../../../components/choice-fields';
import { useI18n } from '../../../i18n/intl';
import type { MessageKey } from '../../../i18n/catalogs';
import { useAddressSearch } from '../../../lib/geo/react';
import { useEnumLabel, type EnumKey } from '../../../lib/queries/get-enums';
import type { Contact } from '../../../lib/api-types';
import { customersQueryOptions } from '../../customers';
import type { OrderFormValues, OrderSide } from './order-form';

export type OrderForm = UseFormReturn<OrderFormValues>;

/**
 * A field's error in the user's language (a domain message id or the server's text). The component subscribes to the
 * form's errors itself, so the field parts below are memoised: typing in one field re-renders none of them.
 */
export function useFieldError(form: OrderForm) {
  const { fieldError } = useI18n();
  const { errors } = useFormState({ control: form.control });
  return (name: string) => fieldError((errors as Record<string, { message?: string } | undefined>)[name]?.message);
}

/**
 * The customer the order is driven for (a coordinating company's; optional): the company's own customers, the first
 * page (by name) as soon as the field opens, searched by name, e-mail or business id as the user types. The form holds
 * the id and, to show the choice, the name.
 */
export const CustomerField = memo(function CustomerField({ form }: { form: OrderForm }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const error = useFieldError(form)('customer');
  const { field: id } = useController({ control: form.control, name: 'customer' });
  const { field: name } = useController({ control: form.control, name: 'customer_name' });
  const chosen =
    typeof id.value === 'string' && id.value !== ''
      ? { value: id.value, label: typeof name.value === 'string' ? name.value : '' }
      : null;
  const loadOptions = useCallback(
    async (search: string) => {
      const page = await queryClient.query(customersQueryOptions({ search, page: 1, pageSize: CUSTOMERS_PAGE_SIZE }));
      return page.results.map((customer) => ({
        value: String(customer.id),
        label: customer.name,
        description: customer.business_id ?? customer.email ?? undefined,
      }));
    },
    [queryClient],
  );
  return (
    <Combobox
      label={t('wizard.customer')}
      description={t('wizard.customer.hint')}
      error={error}
      name={id.name}
      ref={id.ref}
      onBlur={id.onBlur}
      value={chosen}
      onValueChange={(option) => {
        id.onChange(option?.value ?? '');
        name.onChange(option?.label ?? '');
      }}
      loadOptions={loadOptions}
      minQueryLength={0}
      loadingText={t('wizard.customer.searching')}
      emptyText={t('wizard.customer.none')}
      noOptionsText={t('wizard.customer.empty')}
      errorText={t('wizard.customer.failed')}
      clearLabel={t('wizard.customer.clear')}
    />
  );
});

/**
 * A date and time on 15-minute steps, not before today: the form holds the instant as ISO text, the picker shows
 * and gives its Helsinki wall time (spec 2 §9), whatever the browser's own zone.
 */
export const TimeField = memo(function TimeField({
  form,
  name,
  label,
  required,
}: {
  form: OrderForm;
  name: string;
  label: string;
  required?: boolean;
}) {
  const { t } = useI18n();
  const calendar = useCalendarTexts();
  const error = useFieldError(form)(name);
  const { field } = useController({ control: form.control, name });
  const value = typeof field.value === 'string' ? wallTimeOf(field.value) : null;
  const [today] = useState(() => `${todayIn()}T00:00`);
  return (
    <DateTimePicker
      label={label}
      required={required}
      error={error}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={value}
      onValueChange={(next) => field.onChange(next ? (wallTimeToInstant(next)?.toISOString() ?? null) : null)}
      min={today}
      stepMinutes={DATE_PICKER_MINUTE_STEP}
      locale={calendar.locale}
      placeholder={calendar.placeholder}
      labels={{ ...calendar.labels, time: t('wizard.date.time'), timePlaceholder: '--:--' }}
    />
  );
});

/** Pickup or destination: place, address search, contact (with the saved contacts) and time. */
export const PlaceFields = memo(function PlaceFields({
  form,
  side,
  abroadSearch,
  contacts,
  addressVersion,
}: {
  form: OrderForm;
  side: OrderSide;
  /** Finland and Sweden in the address search (abroad on). */
  abroadSearch: boolean;
  contacts: readonly Contact[];
  /** Changes when the address was filled from elsewhere (a business location): the search box starts again. */
  addressVersion: number;
}) {
  const { t } = useI18n();
  const error = useFieldError(form);
  const { search, onSearchError, warningFor, debounceMs } = useAddressSearch(
    abroadSearch,
    t('wizard.search.cityWarning'),
  );
  const googleAddress = useWatch({ control: form.control, name: `${side}_google_address` });
  const address = useWatch({ control: form.control, name: `${side}_address` });
  const onSelect = (place: GeoPlace) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.submitCount > 0 };
    form.setValue(`${side}_address`, place.streetAddress || place.placeName, options);
    form.setValue(`${side}_postal_code`, place.postalCode, options);
    form.setValue(`${side}_city_name`, place.city, options);
    form.setValue(`${side}_country`, place.country, options);
    form.setValue(`${side}_google_address`, place.fullAddress, options);
    form.setValue(`${side}_coordinates`, place.coordinates, options);
    const location = form.getValues(`${side}_location`);
    if (typeof location !== 'string' || !location.trim()) form.setValue(`${side}_location`, place.placeName, options);
  };
  const contactOptions = contacts.map((contact, index) => ({
    value: String(index),
    label: [contact.name, contact.phone, contact.email].filter(Boolean).join(', '),
  }));
  const prefix = side === 'pickup' ? 'pickup' : 'destination';
  return (
    <Stack space="medium">
      <TextField
        label={t('wizard.place.location')}
        required
        error={error(`${prefix}_location`)}
        {...form.register(`${prefix}_location`)}
      />
      <AddressField<GeoPlace>
        key={addressVersion}
        label={t('wizard.place.search')}
        name={`${prefix}_address_search`}
        search={search}
        onSearchError={onSearchError}
        warningFor={warningFor}
        onSelect={onSelect}
        defaultValue={
          typeof googleAddress === 'string' && googleAddress
            ? googleAddress
            : typeof address === 'string'
              ? address
              : ''
        }
        loadingText={t('wizard.search.loading')}
        noResultsText={t('wizard.search.noResults')}
        cityNotFoundText={t('wizard.search.cityNotFound')}
        debounceMs={debounceMs}
      />
      <TextField
        label={t('wizard.place.address')}
        required
        error={error(`${prefix}_address`)}
        {...form.register(`${prefix}_address`)}
      />
      <Columns space="small" collapseBelow="tablet">
        <Column>
          <TextField
            label={t('wizard.place.postalCode')}
            error={error(`${prefix}_postal_code`)}
            {...form.register(`${prefix}_postal_code`)}
          />
        </Column>
        <Column>
          <TextField
            label={t('wizard.place.city')}
            required
            error={error(`${prefix}_city_name`)}
            {...form.register(`${prefix}_city_name`)}
          />
        </Column>
      </Columns>
      {contactOptions.length > 0 ? (
        <Select
          label={t('wizard.place.savedContacts')}
          placeholder={t('common.choose')}
          options={contactOptions}
          value={null}
          onValueChange={(value) => {
            const contact = value === null ? undefined : contacts[Number(value)];
            if (!contact) return;
            form.setValue(`${prefix}_name`, contact.name, { shouldDirty: true });
            form.setValue(`${prefix}_phone`, contact.phone ?? '', { shouldDirty: true });
            form.setValue(`${prefix}_contact_email`, contact.email ?? '', { shouldDirty: true });
          }}
        />
      ) : null}
      <TextField
        label={t('wizard.place.name')}
        required
        autoComplete="name"
        error={error(`${prefix}_name`)}
        {...form.register(`${prefix}_name`)}
      />
      <Columns space="small" collapseBelow="tablet">
        <Column>
          <TextField
            label={t('wizard.place.phone')}
            type="tel"
            required
            autoComplete="tel"
            error={error(`${prefix}_phone`)}
            {...form.register(`${prefix}_phone`)}
          />
        </Column>
        <Column>
          <TextField
            label={t('wizard.place.email')}
            type="email"
            autoComplete="email"
            error={error(`${prefix}_contact_email`)}
            {...form.register(`${prefix}_contact_email`)}
          />
        </Column>
      </Columns>
      <CheckboxField control={form.control} name={`save_${prefix}_contact`} label={t('wizard.place.saveContact')} />
      <TimeField
        form={form}
        name={`${prefix}_time`}
        required
        label={t(side === 'pickup' ? 'wizard.place.pickupTime' : 'wizard.place.destinationTime')}
      />
    </Stack>
  );
});

const fuelKey = (value: number) => `wizard.vehicle.fuel.${String(value)}` as MessageKey;

/** The vehicle: registration (upper case), brand, electric (recharge type; automatic), fuel, transmission. */
export const VehicleFields = memo(function VehicleFields({
  form,
  leg,
  abroad,
  vehicleSizes,
}: {
  form: OrderForm;
  /** The outbound vehicle or the return leg's (return_transport_ fields). */
  leg: 'outbound' | 'return';
  abroad: boolean;
  vehicleSizes: readonly { id: number; name: string }[];
}) {
  const { t } = useI18n();
  const error = useFieldError(form);
  const enumLabel = useEnumLabel();
  const names =
    leg === 'outbound'
      ? {
          vehicle: 'vehicle',
          brand: 'vehicle_brand',
          electric: 'vehicle_electric',
          fuel: 'vehicle_fuel_type',
          transmission: 'vehicle_transmission_type',
          recharge: 'vehicle_recharge_type',
        }
      : {
          vehicle: 'return_transport_vehicle',
          brand: 'return_transport_brand',
          electric: 'return_transport_electric',
          fuel: 'return_transport_fuel_type',
          transmission: 'return_transport_transmission',
          recharge: 'return_transport_recharge_type',
        };
  const electric = useWatch({ control: form.control, name: names.electric }) === true;
  const enumOptions = (name: EnumKey, allowed: readonly number[]) =>
    allowed.map((value) => ({ value: String(value), label: enumLabel(name, value) }));
  const registration = form.register(names.vehicle, {
    onChange: (event: { target: { value: string } }) => {
      const upper = event.target.value.toUpperCase();
      if (upper !== event.target.value) form.setValue(names.vehicle, upper);
    },
  });
  return (
    <Stack space="medium">
      <Columns space="small" collapseBelow="tablet">
        <Column>
          <TextField
            label={t('wizard.vehicle.registration')}
            required
            autoCapitalize="characters"
            error={error(names.vehicle)}
            {...registration}
          />
        </Column>
        <Column>
          <TextField
            label={t('wizard.vehicle.brand')}
            required={leg === 'return'}
            error={error(names.brand)}
            {...form.register(names.brand)}
          />
        </Column>
      </Columns>
      <SwitchField control={form.control} name={names.electric} label={t('wizard.vehicle.electric')} />
      <Columns space="small" collapseBelow="tablet">
        <Column>
          {electric ? (
            <SelectField
              control={form.control}
              name={names.recharge}
              label={t('wizard.vehicle.rechargeType')}
              error={error(names.recharge)}
              options={enumOptions('transports.transport.vehicle_recharge_type', RECHARGE_TYPES)}
            />
          ) : (
            <SelectField
              control={form.control}
              name={names.fuel}
              label={t('wizard.vehicle.fuelType')}
              error={error(names.fuel)}
              options={FUEL_TYPES.filter((value) => value !== 4).map((value) => ({
                value: String(value),
                label: t(fuelKey(value)),
              }))}
            />
          )}
        </Column>
        <Column>
          {electric ? null : (
            <SelectField
              control={form.control}
              name={names.transmission}
              label={t('wizard.vehicle.transmission')}
              error={error(names.transmission)}
              options={enumOptions('transports.transport.vehicle_transmission_type', TRANSMISSION_TYPES)}
            />
          )}
        </Column>
      </Columns>
      {leg === 'outbound' && abroad ? (
        <Columns space="small" collapseBelow="tablet">
          <Column>
            <TextField
              label={t('wizard.vehicle.productNumber')}
              required
              error={error('vehicle_product_number')}
              {...form.register('vehicle_product_number')}
            />
          </Column>
          <Column>
            <SelectField
              control={form.control}
              name="vehicle_size"
              label={t('wizard.vehicle.size')}
              error={error('vehicle_size')}
              options={vehicleSizes.map((size) => ({ value: size.id, label: size.name }))}
            />
          </Column>
          <Column>
            <TextField
              label={t('wizard.vehicle.orderNumber')}
              error={error('order_number')}
              {...form.register('order_number')}
            />
          </Column>
        </Columns>
      ) : null}
    </Stack>
  );
});
