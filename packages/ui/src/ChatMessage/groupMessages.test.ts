import { describe, expect, it } from 'vitest';
import { groupMessages } from './groupMessages';

const fiveMinutes = 300_000;

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 12, 0) + minutes * 60_000);

describe('groupMessages', () => {
  it('groups consecutive messages of one sender within 5 minutes', () => {
    const groups = groupMessages(
      [
        { id: '1', senderId: 'a', sentAt: at(0) },
        { id: '2', senderId: 'a', sentAt: at(4) },
        { id: '3', senderId: 'a', sentAt: at(9) },
        { id: '4', senderId: 'b', sentAt: at(9.5) },
        { id: '5', senderId: 'a', sentAt: at(10) },
      ],
      fiveMinutes,
    );
    expect(groups.map((g) => g.messages.map((m) => m.id))).toEqual([['1', '2', '3'], ['4'], ['5']]);
  });

  it('starts a new group after a gap longer than 5 minutes, also for ISO strings', () => {
    const groups = groupMessages(
      [
        { id: '1', senderId: 'a', sentAt: '2026-11-21T12:00:00Z' },
        { id: '2', senderId: 'a', sentAt: '2026-11-21T12:05:00Z' },
        { id: '3', senderId: 'a', sentAt: '2026-11-21T12:10:01Z' },
      ],
      fiveMinutes,
    );
    expect(groups.map((g) => g.messages.length)).toEqual([2, 1]);
  });

  it('returns no groups for no messages', () => {
    expect(groupMessages([], fiveMinutes)).toEqual([]);
  });
});
