import type { RealtimeNotice } from '@siirto/api-client';
import { sharedKeys } from '../queries/keys';

/** What a realtime notice asks of the transport queries, and the company sequence known after it. */
export interface LiveRefresh {
  /** Query key prefixes to invalidate (active queries refetch; the others refetch when next shown). */
  readonly keys: readonly (readonly unknown[])[];
  readonly sequence: number | null;
}

/**
 * The live status's rule for one notice, given the last company sequence seen (null: none since the socket opened):
 * - `transport_state`: every transport query (the list, the front page's widget, the detail, the map);
 * - `transport_position`: the transport's detail and the map;
 * - a sequence more than one above the last seen (a missed event) or a reopened socket: every transport query
 *   (catch up); after a reopen the sequence is forgotten, as events may have been missed meanwhile.
 * Chat notices and pongs change nothing.
 */
export function liveRefresh(notice: RealtimeNotice, lastSequence: number | null): LiveRefresh {
  if (notice.type === 'reconnected') return { keys: [sharedKeys.transports], sequence: null };
  if (notice.type !== 'transport_state' && notice.type !== 'transport_position') {
    return { keys: [], sequence: lastSequence };
  }
  const missed = lastSequence !== null && notice.sequence > lastSequence + 1;
  const sequence = Math.max(notice.sequence, lastSequence ?? notice.sequence);
  if (notice.type === 'transport_state' || missed) return { keys: [sharedKeys.transports], sequence };
  return { keys: [sharedKeys.transportDetail(notice.transport_id), sharedKeys.transportMap], sequence };
}
