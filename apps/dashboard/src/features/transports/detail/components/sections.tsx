/** The detail's blocks: info table, places, timeline, driver, payment box, extras and photos (spec 2 §2). */
import { lazy, Suspense } from 'react';
import {
  Card,
  Columns,
  Column,
  DescriptionList,
  PhotoGallery,
  Stack,
  Text,
  Timeline,
  Heading,
  Spinner,
} from '@siirto/ui';
import type { DescriptionListItem, GalleryPhoto } from '@siirto/ui';
import {
  conditionPairs,
  groupPhotos,
  isLngLat,
  isWaitingFeeExpense,
  paymentBox,
  showsCarPosition,
  transportTimeline,
  WAITING_FEE_EUR_PER_HOUR,
  WAITING_FREE_MINUTES,
  type LngLat,
  type PhotoGroup,
  formatDateTime,
} from '@siirto/domain';
import type { components } from '@siirto/api-client/schema';
import { useI18n } from '../../../../i18n/intl';
import { useEnumLabel } from '../../../../lib/queries/get-enums';
import * as styles from './sections.css';

export type TransportDetail = components['schemas']['Transport'];
type Photo = components['schemas']['Photo'];

const RouteMap = lazy(() => import('@siirto/ui/map').then((module) => ({ default: module.RouteMap })));

export function useMoney() {
  const { intl } = useI18n();
  return (value: number | null | undefined) => (value === null || value === undefined ? null : intl.formatEuros(value));
}

const point = (value: { coordinates: number[] } | null | undefined): LngLat | null =>
  value && isLngLat(value.coordinates) ? value.coordinates : null;

/** The map: pickup, destination, the driven route, waypoints, the car for states 5–9. Loaded lazily. */
export function DetailMap({ transport }: { transport: TransportDetail }) {
  const { t, language } = useI18n();
  const route = transport.routes
    .map((item) => point(item.coordinates_point))
    .filter((value): value is LngLat => value !== null);
  const waypoints = transport.waypoints.map((waypoint): LngLat => [waypoint.lng, waypoint.lat]).filter(isLngLat);
  const car = showsCarPosition(transport.state)
    ? (point(transport.car_coordinates) ?? route.at(-1) ?? point(transport.pickup_acknowledged_coordinates))
    : null;
  return (
    // the map paints tiles at its own pace: screenshot tests mask it
    <div data-testid="screenshot-mask">
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <RouteMap
          height={360}
          language={language}
          pickup={point(transport.pickup_location_coordinates)}
          destination={point(transport.destination_location_coordinates)}
          car={car}
          route={route.length > 1 ? route : null}
          waypoints={waypoints}
          mapboxToken={import.meta.env.VITE_MAPBOX_TOKEN as string | undefined}
          labels={{
            map: t('detail.map'),
            canvas: t('tracking.mapCanvas'),
            attribution: t('tracking.mapAttribution'),
            pickup: t('detail.pickup'),
            destination: t('detail.destination'),
            car: t('tracking.car'),
            waypoint: (n) => t('tracking.waypoint', { n }),
          }}
          loadingText={t('common.loading')}
          errorText={t('tracking.mapFailed')}
        />
      </Suspense>
    </div>
  );
}

export function InfoTable({ transport }: { transport: TransportDetail }) {
  const { t, intl } = useI18n();
  const label = useEnumLabel();
  const km = (value: number | null | undefined) =>
    value === null || value === undefined ? null : intl.formatKm(value);
  const items: DescriptionListItem[] = [
    { id: 'state', term: t('detail.info.state'), description: label('transports.transport.state', transport.state) },
    { id: 'vehicle', term: t('detail.info.vehicle'), description: transport.vehicle, nowrap: true },
    { id: 'brand', term: t('detail.info.brand'), description: transport.vehicle_brand },
    {
      id: 'transmission',
      term: t('detail.info.transmission'),
      description: label('transports.transport.vehicle_transmission_type', transport.vehicle_transmission_type),
    },
    {
      id: 'driverLevel',
      term: t('detail.info.driverLevel'),
      description: label('transports.transport.driver_level', transport.driver_level_minimum),
    },
    { id: 'startKm', term: t('detail.info.startKm'), description: km(transport.pickup_vehicle_km) },
    { id: 'endKm', term: t('detail.info.endKm'), description: km(transport.destination_vehicle_km) },
  ];
  // a coordinating company's order names the customer it is driven for
  if (transport.customer)
    items.push({ id: 'customer', term: t('detail.info.customer'), description: transport.customer.name });
  if (transport.abroad) {
    items.push(
      { id: 'orderNumber', term: t('detail.info.orderNumber'), description: transport.order_number },
      { id: 'productNumber', term: t('detail.info.productNumber'), description: transport.vehicle_product_number },
      { id: 'size', term: t('detail.info.vehicleSize'), description: transport.vehicle_size?.name },
    );
  }
  return (
    <Card title={t('detail.info.title')} headingLevel={2}>
      <DescriptionList items={items} emptyValue="–" />
    </Card>
  );
}

const addressLine = (address?: string | null, postalCode?: string | null, city?: string | null) =>
  [address, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

export function PlaceBlock({ transport, side }: { transport: TransportDetail; side: 'pickup' | 'destination' }) {
  const { t } = useI18n();
  const pickup = side === 'pickup';
  const items: DescriptionListItem[] = [
    {
      id: 'place',
      term: t('detail.place.place'),
      description: pickup ? transport.pickup_location : transport.destination_location,
    },
    {
      id: 'address',
      term: t('detail.place.address'),
      description: pickup
        ? addressLine(transport.pickup_address, transport.pickup_postal_code, transport.pickup_city_name)
        : addressLine(
            transport.destination_address,
            transport.destination_postal_code,
            transport.destination_city_name,
          ),
    },
    {
      id: 'time',
      term: pickup ? t('detail.place.pickupTime') : t('detail.place.destinationTime'),
      description: formatDateTime(pickup ? transport.pickup_time : transport.destination_time) || null,
      nowrap: true,
    },
    {
      id: 'contact',
      term: t('detail.place.contact'),
      description: pickup ? transport.pickup_name : transport.destination_name,
    },
    {
      id: 'phone',
      term: t('detail.place.phone'),
      description: pickup ? transport.pickup_phone : transport.destination_phone,
      nowrap: true,
    },
    {
      id: 'email',
      term: t('detail.place.email'),
      description: pickup ? transport.pickup_contact_email : transport.destination_contact_email,
    },
  ];
  return (
    <Card title={pickup ? t('detail.pickup') : t('detail.destination')} headingLevel={2}>
      <DescriptionList items={items} emptyValue="–" />
    </Card>
  );
}

export function TransportTimeline({ transport }: { transport: TransportDetail }) {
  const { t } = useI18n();
  return (
    <Card title={t('detail.timeline.title')} headingLevel={2}>
      <Timeline
        label={t('detail.timeline.title')}
        pointLabels={{ filled: t('detail.timeline.done'), empty: t('detail.timeline.pending') }}
        items={transportTimeline(transport).map((entry) => ({
          id: entry.step,
          title: t(`detail.timeline.${entry.step}`),
          filled: entry.filled,
          ...(entry.time ? { time: formatDateTime(entry.time), dateTime: entry.time } : {}),
        }))}
      />
    </Card>
  );
}

export function DriverBlock({ transport }: { transport: TransportDetail }) {
  const { t } = useI18n();
  const driver = transport.contract_obj?.driver;
  return (
    <Card title={t('detail.driver.title')} headingLevel={2}>
      <DescriptionList
        emptyValue="–"
        items={[
          { id: 'driver', term: t('detail.driver.name'), description: driver?.full_name },
          { id: 'phone', term: t('detail.driver.phone'), description: driver?.phone, nowrap: true },
          { id: 'information', term: t('detail.driver.information'), description: transport.driver_information },
          {
            id: 'pickupRemarks',
            term: t('detail.driver.pickupRemarks'),
            description: transport.pickup_acknowledged_info,
          },
          {
            id: 'destinationRemarks',
            term: t('detail.driver.destinationRemarks'),
            description: transport.destination_acknowledged_info,
          },
          { id: 'description', term: t('detail.companyDescription'), description: transport.description_company },
        ]}
      />
    </Card>
  );
}

export function PaymentBox({ transport }: { transport: TransportDetail }) {
  const { t, intl } = useI18n();
  const money = useMoney();
  const box = paymentBox(transport);
  return (
    <Card title={t('detail.payment.title')} headingLevel={2}>
      <DescriptionList
        emptyValue="–"
        items={[
          { id: 'price', term: t('detail.payment.price'), description: money(box.price), nowrap: true },
          { id: 'services', term: t('detail.payment.services'), description: money(box.services), nowrap: true },
          { id: 'expenses', term: t('detail.payment.expenses'), description: money(box.expenses), nowrap: true },
          {
            id: 'km',
            term: t('detail.payment.km'),
            description: box.km === null ? null : intl.formatKm(box.km),
            nowrap: true,
          },
          {
            id: 'total',
            term: <strong>{t('detail.payment.total')}</strong>,
            description: box.total === null ? null : <strong>{money(box.total)}</strong>,
            nowrap: true,
          },
        ]}
      />
      <Text size="small" tone="muted">
        {t('detail.payment.vat', { vat: intl.formatVatPercent(0) })}
      </Text>
    </Card>
  );
}

export function ExtrasSection({ transport, id }: { transport: TransportDetail; id: string }) {
  const { t } = useI18n();
  const money = useMoney();
  const label = useEnumLabel();
  const waitingRule = transport.expenses.some((expense) => isWaitingFeeExpense(expense.expense_type));
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <Stack space="medium">
        <Heading level={2} id={`${id}-title`}>
          {t('detail.extras.title')}
        </Heading>
        <Card title={t('detail.extras.services')} headingLevel={3}>
          {transport.price_list_rows.length === 0 ? (
            <Text tone="muted">{t('detail.extras.noServices')}</Text>
          ) : (
            <DescriptionList
              items={transport.price_list_rows.map((row) => ({
                id: String(row.id),
                term: row.description ? `${row.name}: ${row.description}` : row.name,
                description: money(row.price_eur),
                nowrap: true,
              }))}
            />
          )}
        </Card>
        <Card title={t('detail.extras.expenses')} headingLevel={3}>
          {transport.expenses.length === 0 ? (
            <Text tone="muted">{t('detail.extras.noExpenses')}</Text>
          ) : (
            <DescriptionList
              items={transport.expenses.map((expense) => ({
                id: String(expense.id),
                term: [label('transports.expense.expense_type', expense.expense_type), formatDateTime(expense.created)]
                  .filter(Boolean)
                  .join(' · '),
                description: (
                  <>
                    {money(expense.price_vat_0)}
                    {expense.notes ? (
                      <Text as="div" size="small" tone="muted">
                        {expense.notes}
                      </Text>
                    ) : null}
                  </>
                ),
              }))}
            />
          )}
          {waitingRule ? (
            <Text size="small" tone="muted">
              {t('detail.extras.waitingRule', {
                fee: money(WAITING_FEE_EUR_PER_HOUR),
                minutes: WAITING_FREE_MINUTES,
              })}
            </Text>
          ) : null}
        </Card>
      </Stack>
    </section>
  );
}

function useGalleryPhotos() {
  const label = useEnumLabel();
  return (photos: Photo[]): GalleryPhoto[] =>
    photos.map((photo) => {
      const target = label('transports.photo.photo_target', photo.photo_target);
      return {
        id: String(photo.id),
        src: photo.photo,
        alt: target,
        caption: [target, formatDateTime(photo.created)].filter(Boolean).join(' · '),
      };
    });
}

export function PhotosSection({ transport, id }: { transport: TransportDetail; id: string }) {
  const { t } = useI18n();
  const label = useEnumLabel();
  const gallery = useGalleryPhotos();
  const groups = groupPhotos(transport.photos);
  const pairs = conditionPairs(transport.photos);
  const galleryLabels = (group: PhotoGroup) => ({
    title: t(`detail.photos.${group}`),
    close: t('common.close'),
    previous: t('common.previous'),
    next: t('common.next'),
    counter: (index: number, total: number) => t('detail.photos.counter', { index, total }),
    open: (photo: GalleryPhoto) => t('detail.photos.open', { name: photo.alt || photo.id }),
  });
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <Stack space="medium">
        <Heading level={2} id={`${id}-title`}>
          {t('detail.photos.title')}
        </Heading>
        {pairs.length > 0 ? (
          <Card title={t('detail.photos.condition')} headingLevel={3}>
            <ul className={styles.pairs} aria-label={t('detail.photos.condition')}>
              {pairs.map((pair) => {
                const side = label('transports.photo.photo_target', pair.target);
                return (
                  <li key={pair.target} className={styles.pair}>
                    <Text weight="semibold">{side}</Text>
                    <Columns space="small">
                      {(['pickup', 'destination'] as const).map((end) => {
                        const photo = pair[end];
                        const caption = t(`detail.photos.${end}Short`);
                        return (
                          <Column key={end}>
                            <figure className={styles.figure}>
                              {photo ? (
                                <img className={styles.pairImage} src={photo.photo} alt={`${side}, ${caption}`} />
                              ) : (
                                <div className={styles.noPhoto}>{t('detail.photos.none')}</div>
                              )}
                              <figcaption>
                                <Text size="small" tone="muted">
                                  {caption}
                                </Text>
                              </figcaption>
                            </figure>
                          </Column>
                        );
                      })}
                    </Columns>
                  </li>
                );
              })}
            </ul>
          </Card>
        ) : null}
        {(['pickup', 'destination', 'extra'] as const).map((group) => (
          <Card key={group} title={t(`detail.photos.${group}`)} headingLevel={3}>
            <PhotoGallery
              photos={gallery(groups[group])}
              labels={galleryLabels(group)}
              emptyMessage={t('detail.photos.none')}
            />
          </Card>
        ))}
      </Stack>
    </section>
  );
}
