import { describe, expect, it } from 'vitest';
import { isTransportListOrdering, listIncludesDelivered, TRANSPORT_LIST_DEFAULT_ORDERING } from './index.ts';

describe('transport list rules', () => {
  it('forces delivered transports on when the state filter is delivered or invoiced', () => {
    expect(listIncludesDelivered(6, false)).toBe(true);
    expect(listIncludesDelivered(7, false)).toBe(true);
    expect(listIncludesDelivered(5, false)).toBe(false);
    expect(listIncludesDelivered(null, false)).toBe(false);
    expect(listIncludesDelivered(2, true)).toBe(true);
  });

  it('knows the sortable orderings, ascending and descending, and nothing else', () => {
    expect(TRANSPORT_LIST_DEFAULT_ORDERING).toBe('-id');
    expect(isTransportListOrdering('pickup_time')).toBe(true);
    expect(isTransportListOrdering('-destination_time')).toBe(true);
    expect(isTransportListOrdering('vehicle')).toBe(false);
    expect(isTransportListOrdering('--id')).toBe(false);
    expect(isTransportListOrdering(undefined)).toBe(false);
  });
});
