import { StatusBadge } from '@siirto/ui';
import { useI18n } from '../i18n/intl';
import { useEnums } from '../lib/shared-queries';

/** A transport state badge (spec 2 §4): the tone comes from ui's StatusBadge, the label from the server enum. */
export function StateBadge({ state }: { state: number }) {
  const { t } = useI18n();
  const enums = useEnums();
  const options = enums.data?.['transports.transport.state'];
  const label = Array.isArray(options) ? options.find((option) => Number(option.value) === state)?.label : undefined;
  return <StatusBadge state={state} label={label ?? t('transports.state', { state })} />;
}
