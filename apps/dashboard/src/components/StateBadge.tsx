import { useI18n } from '../i18n/intl';
import { useEnums } from '../lib/shared-queries';
import { Badge, type Tone } from './feedback';

/** Badge tones by transport state (spec 2 §4): 2 light, 3/31 primary, 4/5 warning, 6 success, 7 dark, 8/9 danger. */
function toneOf(state: number): Tone | 'neutral' {
  if (state === 3 || state === 31) return 'info';
  if (state === 4 || state === 5) return 'caution';
  if (state === 6) return 'positive';
  if (state === 8 || state === 9) return 'critical';
  return 'neutral';
}

export function StateBadge({ state }: { state: number }) {
  const { t } = useI18n();
  const enums = useEnums();
  const options = enums.data?.['transports.transport.state'];
  const label = Array.isArray(options) ? options.find((option) => Number(option.value) === state)?.label : undefined;
  return <Badge tone={toneOf(state)}>{label ?? t('transports.state', { state })}</Badge>;
}
