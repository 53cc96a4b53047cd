import type { RepeatCreateAs, RepeatRuleInput } from '@siirto/domain';
import { apiClient, unwrap } from '../../../../lib/api';

/** POST /transports/company/{id}/series/: repeat this transport by the rule. */
export const createSeries = (transportId: number, body: { rule: RepeatRuleInput; create_as: RepeatCreateAs }) =>
  unwrap(
    apiClient.POST('/transports/company/{id}/series/', {
      params: { path: { id: transportId } },
      body: { ...body, rule: { ...body.rule, weekdays: [...(body.rule.weekdays ?? [])] } },
    }),
  );
