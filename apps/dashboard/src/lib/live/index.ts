/**
 * Live transport status (issue 19): `useLiveTransports()` runs once in the signed-in layout; a screen that wants
 * the events themselves (the map's markers) uses `useTransportEvents(listener)`. The rule of what refreshes is
 * `liveRefresh`.
 */
export { useLiveTransports, useTransportEvents } from './use-live-transports';
export { liveRefresh, type LiveRefresh } from './live-refresh';
