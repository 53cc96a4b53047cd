import { describe, expect, it } from 'vitest';
import {
  conditionReportPhotos,
  hasConditionReport,
  isConditionReportComplete,
  sharesConditionReport,
} from './condition-report.ts';

describe('who has the condition report', () => {
  it('exists once picked up, is complete once delivered, and is shared publicly only when complete', () => {
    const reserved = { state: 4, pickup_acknowledged: null, destination_acknowledged: null };
    const inTransit = { state: 5, pickup_acknowledged: '2026-11-20T08:00:00Z', destination_acknowledged: null };
    const delivered = { state: 6, pickup_acknowledged: '2026-11-20T08:00:00Z', destination_acknowledged: new Date() };
    const invoicedWithoutTimes = { state: 7 };
    expect([reserved, inTransit, delivered, invoicedWithoutTimes].map(hasConditionReport)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect([reserved, inTransit, delivered, invoicedWithoutTimes].map(isConditionReportComplete)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(sharesConditionReport(inTransit)).toBe(false);
    expect(sharesConditionReport(delivered)).toBe(true);
  });
});

describe('conditionReportPhotos', () => {
  it('puts every pickup photo of a side beside its destination photo, oldest first, then the extra photos', () => {
    const photo = (id: number, type: number, target: number, minute: number) => ({
      id,
      photo_type: type,
      photo_target: target,
      created: `2026-11-20T08:${String(minute).padStart(2, '0')}:00Z`,
    });
    const photos = [
      photo(1, 4, 3, 50),
      photo(2, 3, 3, 10),
      photo(3, 3, 3, 5),
      photo(4, 2, 2, 30),
      photo(5, 4, 7, 55),
      photo(6, 3, 9, 1), // no group: left out
    ];
    const laid = conditionReportPhotos(photos);
    expect(
      laid.sides.map((side) => [side.target, side.rows.map((row) => [row.pickup?.id, row.destination?.id])]),
    ).toEqual([
      [
        3,
        [
          [3, 1],
          [2, undefined],
        ],
      ],
      [7, [[undefined, 5]]],
    ]);
    expect(laid.extras.map((extra) => extra.id)).toEqual([4]);
  });
});
