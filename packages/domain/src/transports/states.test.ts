import { describe, expect, it } from 'vitest';
import {
  canDeleteTransport,
  canEditTransport,
  canShareTransport,
  canShowTransport,
  isDeliveredState,
  isEditableState,
  isInProgressState,
  isPastDraft,
  isPartlyDelivered,
  isPublishedState,
  isTransportState,
  MAP_TRANSPORT_STATES,
  REPORT_TRANSPORT_STATES,
  mapTransportCounts,
  showsCarPosition,
  TRANSPORT_STATE_LABELS,
  TRANSPORT_STATE,
  TRANSPORT_STATES,
  transportStateTone,
} from './index.ts';

describe('transport states', () => {
  it('knows the nine states of spec 2 §4 and their groups', () => {
    expect(TRANSPORT_STATES).toEqual([2, 3, 31, 4, 5, 6, 7, 8, 9]);
    expect(TRANSPORT_STATE.delivered).toBe(6);
    expect(TRANSPORT_STATE.invoiced).toBe(7);
    expect(TRANSPORT_STATES.filter(isEditableState)).toEqual([2, 3, 31]);
    expect(TRANSPORT_STATES.filter(isPublishedState)).toEqual([3, 31]);
    expect(TRANSPORT_STATES.filter(isInProgressState)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(TRANSPORT_STATES.filter(isDeliveredState)).toEqual([6, 7]);
    // 31 is numerically above 5 but comes before 4 in a transport's life: reports leave it out
    expect(REPORT_TRANSPORT_STATES).toEqual([6, 7, 8, 9]);
    expect(isTransportState(31)).toBe(true);
    expect(isTransportState(1)).toBe(false);
    expect(isTransportState('3')).toBe(false);
    expect(TRANSPORT_STATES.filter(showsCarPosition)).toEqual([5, 6, 7, 8, 9]);
    expect(MAP_TRANSPORT_STATES).toEqual([4, 5, 6, 7, 8, 9]);
  });

  it('names every state in Finnish and English', () => {
    expect(
      Object.keys(TRANSPORT_STATE_LABELS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 31]);
    expect(TRANSPORT_STATE_LABELS[6]).toEqual({ fi: 'Toimitettu', en: 'Delivered' });
    expect(TRANSPORT_STATE_LABELS[2].fi).toBe('Luonnos');
  });

  it('gives each state the badge tone of spec 2 §4', () => {
    expect(TRANSPORT_STATES.map((state) => [state, transportStateTone(state)])).toEqual([
      [2, 'neutral'],
      [3, 'info'],
      [31, 'info'],
      [4, 'caution'],
      [5, 'caution'],
      [6, 'positive'],
      [7, 'dark'],
      [8, 'critical'],
      [9, 'critical'],
    ]);
    expect(transportStateTone(42)).toBe('neutral');
    expect(transportStateTone(undefined)).toBe('neutral');
  });

  it('calls a delivered transport whose return trip is not delivered partly delivered (Osatoimitettu)', () => {
    expect(isPartlyDelivered({ state: 6, round_trip_return_trip_state: 5 })).toBe(true);
    expect(isPartlyDelivered({ state: 6, round_trip_return_trip_state: 6 })).toBe(false);
    expect(isPartlyDelivered({ state: 6, round_trip_return_trip_state: null })).toBe(false);
    expect(isPartlyDelivered({ state: 5, round_trip_return_trip_state: 4 })).toBe(false);
  });

  it('shows above draft, edits and deletes only 2, 3 and 31; return trips are edited through the outbound trip', () => {
    expect(canShowTransport({ state: 2 })).toBe(false);
    expect(canShowTransport({ state: 3 })).toBe(true);
    expect(TRANSPORT_STATES.filter(isPastDraft)).toEqual([3, 31, 4, 5, 6, 7, 8, 9]);
    expect(isPastDraft(undefined)).toBe(false);
    for (const state of TRANSPORT_STATES) {
      const editable = [2, 3, 31].includes(state);
      expect(canEditTransport({ state })).toBe(editable);
      expect(canDeleteTransport({ state })).toBe(editable);
    }
    expect(canEditTransport({ state: 3, is_editable: false })).toBe(false);
    expect(canEditTransport({ state: 3, is_editable: null })).toBe(true);
    expect(canEditTransport({ state: 3, round_trip_is_return_trip: true })).toBe(false);
  });

  it('shares the status changes of a published transport only, never of a draft or a priced draft', () => {
    expect(TRANSPORT_STATES.filter(canShareTransport)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(canShareTransport(undefined)).toBe(false);
  });

  it('counts the map: every transport shown, and those under way (4, 5) apart from delivered, invoiced, cancelled and claimed', () => {
    const states = [4, 5, 5, 6, 7, 8, 9];
    expect(mapTransportCounts(states.map((state) => ({ state })))).toEqual({ shown: 7, underway: 3 });
    expect(mapTransportCounts([])).toEqual({ shown: 0, underway: 0 });
    // every state the map can show is counted as shown; only 4 and 5 as under way
    expect(MAP_TRANSPORT_STATES.filter((state) => mapTransportCounts([{ state }]).underway === 1)).toEqual([4, 5]);
  });
});
