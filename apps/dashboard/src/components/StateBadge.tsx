import { isPartlyDelivered, transportStateTone } from '@siirto/domain';
import { StatusBadge } from '@siirto/ui';
import { useI18n } from '../i18n/intl';
import { useEnumLabel } from '../lib/queries/get-enums';

/**
 * A transport state badge (spec 2 §4): the tone from the domain's rule, the label from the server enum. A delivered
 * transport whose return trip is not yet delivered is 'Osatoimitettu'.
 */
export function StateBadge({ state, returnTripState }: { state: number; returnTripState?: number | null }) {
  const { t } = useI18n();
  const label = useEnumLabel()('transports.transport.state', state, t('transports.state', { state }));
  const partly = isPartlyDelivered({ state, round_trip_return_trip_state: returnTripState });
  return <StatusBadge tone={transportStateTone(state)} label={partly ? t('transports.partlyDelivered') : label} />;
}
