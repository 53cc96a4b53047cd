/** Page 1 Noutopaikka: business location, switches, pickup and destination, route, vehicle, extras, details. */
import { Card, Column, Columns, Heading, Link, Notice, Select, Stack, Switch, Text, Textarea } from '@siirto/ui';
import {
  ordersForCustomers,
  PRICE_TYPE_FIXED_SPECIAL,
  PRICE_TYPE_NORMAL,
  PRIORITY_URGENT,
  type LngLat,
} from '@siirto/domain';
import type { components } from '@siirto/api-client/schema';
import { paths } from '../../../../config/paths';
import { RouterLink } from '../../../../components/navigation';
import { useI18n } from '../../../../i18n/intl';
import { ORDER_SECTION_IDS, type OrderSection } from '../order-errors';
import { RoutePanel, type useOrderRoute } from '../RoutePanel';
import { CustomerField, PlaceFields, VehicleFields, type OrderForm } from '../wizard-fields';
import type { FrameValues } from '../wizard-frame';
import * as styles from '../wizard.css';

type PriceListRow = components['schemas']['PriceListRow'];

export function PickupPage({
  form,
  values,
  company,
  locations,
  onChooseLocation,
  locationHint,
  onAbroad,
  contacts,
  addressVersion,
  pickup,
  destination,
  waypoints,
  route,
  extras,
  vehicleSizes,
  priorityLocked,
  specialPriceOffered,
  pickupSoon,
  errorSections,
}: {
  form: OrderForm;
  values: FrameValues;
  company: components['schemas']['Company'];
  locations: components['schemas']['BusinessLocation'][] | undefined;
  onChooseLocation: (id: string | null) => void;
  locationHint: boolean;
  onAbroad: (abroad: boolean) => void;
  contacts: readonly components['schemas']['Contact'][];
  addressVersion: number;
  pickup: LngLat | null;
  destination: LngLat | null;
  waypoints: readonly LngLat[];
  route: ReturnType<typeof useOrderRoute>;
  extras: PriceListRow[];
  vehicleSizes: readonly { id: number; name: string }[];
  priorityLocked: boolean;
  /** The company's price list is type 17: a round trip may take the fixed special price. */
  specialPriceOffered: boolean;
  pickupSoon: boolean;
  errorSections: OrderSection[];
}) {
  const { t, intl } = useI18n();
  const { formatEuros } = intl;
  const flagged = (section: OrderSection) => (errorSections.includes(section) ? styles.flagged : undefined);
  // spec 2 §5: Finland, or Finland and Sweden when the order goes abroad
  const searchAbroad = values.abroad;
  return (
    <Stack space="large">
      <Card data-testid="order-basics">
        <Stack space="medium">
          {locations && locations.length === 0 ? (
            <Notice tone="caution">
              {t('wizard.businessLocation.none')}{' '}
              <Link asChild>
                <RouterLink href={paths.dashboard.company.href('business_locations')}>
                  {t('wizard.businessLocation.link')}
                </RouterLink>
              </Link>
            </Notice>
          ) : (
            <Select
              label={t('wizard.businessLocation')}
              placeholder={t('common.choose')}
              options={(locations ?? []).map((location) => ({ value: String(location.id), label: location.name }))}
              value={values.business_location_id || null}
              onValueChange={onChooseLocation}
            />
          )}
          {locationHint ? (
            <Notice tone="caution" live="polite">
              {t('wizard.businessLocation.noCoordinates')}
            </Notice>
          ) : null}
          {ordersForCustomers(company.account_type) ? <CustomerField form={form} /> : null}
          <div className={styles.switches}>
            <Switch
              label={t('wizard.switch.roundTrip')}
              checked={values.round_trip}
              disabled={values.abroad}
              onCheckedChange={(checked) => form.setValue('round_trip', checked, { shouldDirty: true })}
            />
            {values.round_trip ? (
              <Switch
                label={t('wizard.switch.vehicleChanges')}
                checked={!values.round_trip_no_vehicle_change}
                onCheckedChange={(checked) =>
                  form.setValue('round_trip_no_vehicle_change', !checked, { shouldDirty: true })
                }
              />
            ) : null}
            {company.abroad_transports ? (
              <Switch label={t('wizard.switch.abroad')} checked={values.abroad} onCheckedChange={onAbroad} />
            ) : null}
            {values.round_trip && specialPriceOffered ? (
              <Select
                label={t('wizard.priceType')}
                options={[
                  { value: String(PRICE_TYPE_NORMAL), label: t('wizard.priceType.normal') },
                  { value: String(PRICE_TYPE_FIXED_SPECIAL), label: t('wizard.priceType.special') },
                ]}
                value={values.price_type_special || String(PRICE_TYPE_NORMAL)}
                onValueChange={(value) =>
                  form.setValue('price_type_special', value ?? String(PRICE_TYPE_NORMAL), { shouldDirty: true })
                }
              />
            ) : null}
          </div>
        </Stack>
      </Card>
      <Heading level={2}>{t('wizard.section.outbound')}</Heading>
      <Columns space="large" collapseBelow="desktop">
        <Column>
          <div id={ORDER_SECTION_IDS.pickup} className={flagged('pickup')}>
            <Card title={t('wizard.section.pickup')}>
              <PlaceFields
                form={form}
                side="pickup"
                abroadSearch={searchAbroad}
                contacts={contacts}
                addressVersion={addressVersion}
              />
            </Card>
          </div>
        </Column>
        <Column>
          <div id={ORDER_SECTION_IDS.destination} className={flagged('destination')}>
            <Card title={t('wizard.section.destination')}>
              <PlaceFields
                form={form}
                side="destination"
                abroadSearch={searchAbroad}
                contacts={contacts}
                addressVersion={0}
              />
            </Card>
          </div>
        </Column>
      </Columns>
      <Card title={t('wizard.section.route')}>
        <RoutePanel
          pickup={pickup}
          destination={destination}
          waypoints={waypoints}
          waypointNames={values.waypoints.map((point) => point.name).filter((name): name is string => Boolean(name))}
          route={route}
        />
      </Card>
      <div id={ORDER_SECTION_IDS.vehicle} className={flagged('vehicle')}>
        <Card title={t('wizard.section.vehicle')}>
          <VehicleFields form={form} leg="outbound" abroad={values.abroad} vehicleSizes={vehicleSizes} />
        </Card>
      </div>
      <div id={ORDER_SECTION_IDS.extras} className={flagged('extras')}>
        <Card title={t('wizard.section.extras')}>
          <Stack space="medium">
            {extras.length === 0 ? <Text tone="muted">{t('wizard.extras.none')}</Text> : null}
            {extras.map((row) => {
              const chosen = values.price_list_rows_ids.includes(row.id);
              return (
                <Stack space="small" key={row.id}>
                  <Switch
                    label={row.name}
                    description={[
                      t('wizard.extras.price', {
                        price: formatEuros(row.price_eur),
                        vat: intl.formatVatPercent(0),
                      }),
                      row.driver_info,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    name={`price_list_row_${String(row.id)}`}
                    checked={chosen}
                    onCheckedChange={(checked) =>
                      form.setValue(
                        'price_list_rows_ids',
                        checked
                          ? [...values.price_list_rows_ids, row.id]
                          : values.price_list_rows_ids.filter((id) => id !== row.id),
                        { shouldDirty: true },
                      )
                    }
                  />
                  {chosen && row.transport_description_field ? (
                    <Textarea
                      label={t('wizard.extras.description', { name: row.name })}
                      {...form.register(`price_list_rows_descriptions.${String(row.id)}`)}
                    />
                  ) : null}
                </Stack>
              );
            })}
            <Switch
              label={t('wizard.priority.urgent')}
              description={priorityLocked ? t('wizard.priority.locked') : undefined}
              checked={values.priority === PRIORITY_URGENT}
              disabled={priorityLocked}
              onCheckedChange={(checked) => form.setValue('priority', checked ? 3 : 2, { shouldDirty: true })}
            />
            {pickupSoon ? <Notice tone="info">{t('wizard.priority.urgentNote')}</Notice> : null}
          </Stack>
        </Card>
      </div>
      <Card title={t('wizard.section.details')}>
        <Stack space="medium">
          <Textarea label={t('wizard.details.driverInformation')} {...form.register('driver_information')} />
          <Textarea label={t('wizard.details.description')} {...form.register('description_company')} />
        </Stack>
      </Card>
    </Stack>
  );
}
