/**
 * A series' occurrences: its template is the transport it repeats as the order form's write body
 * (transports/order-copy.ts `orderWriteOf`), so that every occurrence goes through the one create path
 * (transports/batch.ts) and its rules, prices and checks, exactly as the same order typed into the wizard. An
 * occurrence is the template with its times moved to the occurrence's day (@siirto/domain `occurrenceTime`: the same
 * Helsinki wall clock) and the series' saving step.
 */
import { occurrenceTime, orderSaveFields, type RepeatCreateAs } from '@siirto/domain';

/** The template's times, moved to each occurrence's day. */
const TIME_FIELDS = ['pickup_time', 'destination_time', 'return_transport_destination_time'] as const;

/** The body of the occurrence on `day`: the template's times moved there, saved as a draft or published. */
export function occurrenceBody(
  template: Record<string, unknown>,
  start: string,
  day: string,
  createAs: RepeatCreateAs,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...template };
  for (const field of TIME_FIELDS) {
    const time = template[field];
    if (typeof time === 'string') body[field] = occurrenceTime(time, start, day);
  }
  return { ...body, ...orderSaveFields(createAs) };
}
