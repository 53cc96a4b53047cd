import type { RepeatCreateAs, RepeatRuleInput, RepeatStatus } from '@siirto/domain';
import { apiClient, unwrap } from '../../../../lib/api';

export interface SeriesChange {
  version: number;
  rule?: RepeatRuleInput;
  create_as?: RepeatCreateAs;
  status?: RepeatStatus;
}

/** PATCH /transports/series/{id}/: pause, resume, end, or a new rule for the days to come. */
export const updateSeries = (id: number, { rule, ...change }: SeriesChange) =>
  unwrap(
    apiClient.PATCH('/transports/series/{id}/', {
      params: { path: { id } },
      body: { ...change, ...(rule ? { rule: { ...rule, weekdays: [...(rule.weekdays ?? [])] } } : {}) },
    }),
  );
