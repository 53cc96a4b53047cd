import { FRONTPAGE_TRANSPORT_STATE, FRONTPAGE_WIDGET_LIMIT } from '@siirto/domain';
import type { TransportListParams } from '../../transports';

/** The frontpage widget's list: the newest transports in progress (state 5); the route's prefetch asks the same. */
export const inProgressTransportsParams: TransportListParams = {
  limit: FRONTPAGE_WIDGET_LIMIT,
  state: FRONTPAGE_TRANSPORT_STATE,
};
