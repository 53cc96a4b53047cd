/** Time source; tests pass a fake one to expire PINs and tokens. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
