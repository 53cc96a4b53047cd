/**
 * How long a screen story waits for its screen: the session, the route's lazy module and its catalogs (and on some
 * screens the map) load before the screen shows, which on a busy 2-core machine takes more than a second.
 */
export const screenLoad = { timeout: 10_000 };
