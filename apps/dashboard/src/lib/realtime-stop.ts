/**
 * Lets the session close the realtime socket (sign-out, an ended session) without loading the socket's code: that
 * loads with the signed-in layout (lib/realtime.ts registers its stop here when it creates the client), so the
 * sign-in page's first load stays without it.
 */
let stop: (() => void) | null = null;

export function registerRealtimeStop(next: () => void) {
  stop = next;
}

/** Closes the tab's realtime socket cleanly now, if one was ever made. */
export function stopRealtime() {
  stop?.();
}
