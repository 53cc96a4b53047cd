/**
 * Page 3 Esikatsele: the go trip and the return trip (tabs of a round trip), the prices once calculated, and
 * "Toista siirto" (issue 30 §2): repeat the order, whose rule is chosen once it is published.
 */
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Card, Column, Columns, Heading, Notice, Stack, Switch, Tabs, Text } from '@siirto/ui';
import { formatDateTime } from '@siirto/domain';
import type { components } from '@siirto/api-client/schema';
import { useI18n } from '../../../../i18n/intl';
import type { OrderFormValues } from '../order-form';
import type { useOrderRoute } from '../RoutePanel';
import type { OrderForm } from '../wizard-fields';
import * as styles from '../wizard.css';

type Transport = components['schemas']['Transport'];
type PriceListRow = components['schemas']['PriceListRow'];

export function PreviewPage({
  form,
  route,
  priced,
  extras,
  money,
  repeat,
}: {
  form: OrderForm;
  route: ReturnType<typeof useOrderRoute>;
  priced: Transport | null;
  extras: PriceListRow[];
  money: (value: number | null | undefined) => string;
  /** The switch that repeats the order once published; absent for an order already repeated. */
  repeat?: { checked: boolean; onChange: (checked: boolean) => void } | undefined;
}) {
  const { t, intl } = useI18n();
  const values = useWatch({ control: form.control }) as OrderFormValues;
  const [tab, setTab] = useState('go');
  const when = (value: unknown) => (typeof value === 'string' && value ? formatDateTime(value) : '–');
  const place = (side: 'pickup' | 'destination') =>
    [values[`${side}_location`], values[`${side}_address`], values[`${side}_postal_code`], values[`${side}_city_name`]]
      .filter((part) => typeof part === 'string' && part !== '')
      .join(', ');
  const summary = priced?.price_summary;
  const trip = (leg: 'go' | 'return') => (
    <Stack space="medium">
      <Columns space="large" collapseBelow="tablet">
        <Column>
          <Stack space="small">
            <Heading level={2}>{t('wizard.section.pickup')}</Heading>
            <Text>{leg === 'go' ? place('pickup') : place('destination')}</Text>
            <Text tone="muted">
              {t('wizard.preview.when')}: {when(leg === 'go' ? values.pickup_time : values.destination_time)}
            </Text>
          </Stack>
        </Column>
        <Column>
          <Stack space="small">
            <Heading level={2}>{t('wizard.section.destination')}</Heading>
            <Text>{leg === 'go' ? place('destination') : place('pickup')}</Text>
            <Text tone="muted">
              {t('wizard.preview.when')}:{' '}
              {when(leg === 'go' ? values.destination_time : values.return_transport_destination_time)}
            </Text>
          </Stack>
        </Column>
      </Columns>
      <Text>
        {t('wizard.section.vehicle')}:{' '}
        {leg === 'go'
          ? [values.vehicle.toUpperCase(), values.vehicle_brand].filter(Boolean).join(' ')
          : [values.return_transport_vehicle.toUpperCase(), values.return_transport_brand].filter(Boolean).join(' ')}
      </Text>
      {priced ? (
        <Text weight="bold" data-testid={`order-price-${leg}`}>
          {t('wizard.preview.tripPrice')}:{' '}
          {money(
            leg === 'go'
              ? (summary?.form1_price ?? priced.price_go_trip)
              : (summary?.form2_price ?? priced.price_return_trip),
          )}
        </Text>
      ) : null}
    </Stack>
  );
  return (
    <Stack space="large">
      <Card>
        {values.round_trip ? (
          <Tabs
            label={t('wizard.pages.preview')}
            value={tab}
            onValueChange={setTab}
            items={[
              { value: 'go', label: t('wizard.preview.goTrip'), content: trip('go') },
              {
                value: 'return',
                label: t('wizard.preview.returnTrip'),
                content: trip('return'),
              },
            ]}
          />
        ) : (
          trip('go')
        )}
      </Card>
      <Card title={t('wizard.preview.vatNote', { vat: intl.formatVatPercent(0) })}>
        {priced ? (
          <dl className={styles.prices} data-testid="order-prices">
            <dt>{t('wizard.preview.tripPrice')}</dt>
            <dd>{money(summary?.trip_price_total ?? priced.price)}</dd>
            <dt>{t('wizard.preview.extras')}</dt>
            <dd>{money(priced.service_prices_total_company ?? extras.reduce((sum, row) => sum + row.price_eur, 0))}</dd>
            <dt>{t('wizard.preview.length')}</dt>
            <dd>{intl.formatKm(summary?.trip_length_km_total ?? priced.trip_length_km ?? route?.distanceKm ?? 0)}</dd>
            <dt>{t('wizard.preview.total')}</dt>
            <dd>{money(priced.transport_total_price)}</dd>
          </dl>
        ) : (
          <div data-testid="order-not-priced">
            <Notice tone="caution">{t('wizard.preview.notPriced')}</Notice>
          </div>
        )}
      </Card>
      {repeat ? (
        <Card>
          <Switch
            label={t('repeat.title')}
            description={t('wizard.repeat.hint')}
            checked={repeat.checked}
            onCheckedChange={repeat.onChange}
          />
        </Card>
      ) : null}
    </Stack>
  );
}
