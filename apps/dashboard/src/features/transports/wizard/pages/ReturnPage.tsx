/** Page 2 Paluu (a round trip with a vehicle change): the return leg's vehicle and its delivery time. */
import { Card, Stack } from '@siirto/ui';
import { useI18n } from '../../../../i18n/intl';
import { ORDER_SECTION_IDS } from '../order-errors';
import { TimeField, VehicleFields, type OrderForm } from '../wizard-fields';

/** The vehicle sizes are asked on page 1 of a transport abroad only. */
const NO_SIZES: readonly { id: number; name: string }[] = [];

export function ReturnPage({ form }: { form: OrderForm }) {
  const { t } = useI18n();
  return (
    <div id={ORDER_SECTION_IDS.return}>
      <Card title={t('wizard.section.returnTrip')}>
        <Stack space="medium">
          <VehicleFields form={form} leg="return" abroad={false} vehicleSizes={NO_SIZES} />
          <TimeField
            form={form}
            name="return_transport_destination_time"
            required
            label={t('wizard.place.destinationTime')}
          />
        </Stack>
      </Card>
    </div>
  );
}
