import { describe, expect, it } from 'vitest';
import type { components } from './generated/schema.ts';
import { asPage, nextOffset, transportPage } from './pages.ts';

type Transport = components['schemas']['TransportListItem'];

describe('asPage', () => {
  it('takes a plain array as one complete page', () => {
    expect(asPage([{ id: 1 }, { id: 2 }])).toEqual({ count: 2, results: [{ id: 1 }, { id: 2 }] });
  });

  it('keeps {count, results} as it is', () => {
    const answer = { count: 45, next: null, previous: null, results: [{ id: 1 }] };
    expect(asPage(answer)).toEqual({
      count: 45,
      results: [{ id: 1 }],
    });
  });
});

describe('transportPage', () => {
  const transport = { id: 7 } as Transport;

  it('reads {count, transports}', () => {
    expect(transportPage({ count: 1, transports: [transport] })).toEqual({ count: 1, results: [transport] });
  });

  it('falls back to the results alias', () => {
    expect(transportPage({ count: 1, transports: [], results: [transport] })).toEqual({
      count: 1,
      results: [transport],
    });
  });
});

describe('nextOffset', () => {
  it('starts at 0, continues after the loaded rows and stops at the count', () => {
    expect(nextOffset([])).toBe(0);
    expect(nextOffset([{ count: 45, results: Array.from({ length: 21 }) }])).toBe(21);
    expect(
      nextOffset([
        { count: 45, results: Array.from({ length: 21 }) },
        { count: 45, results: Array.from({ length: 24 }) },
      ]),
    ).toBeUndefined();
  });

  it('stops on an empty page even if the count says more (rows deleted meanwhile)', () => {
    expect(nextOffset([{ count: 50, results: [] }])).toBeUndefined();
  });
});
