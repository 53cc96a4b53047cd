/**
 * A queue drained by every API process (the webhook deliveries, the repeating orders' schedule): `drain` runs rounds
 * of `drainOnce` until one finds nothing and no kick came meanwhile (one drain at a time per process; a drain asked
 * for while one runs joins it and makes it go round once more); `kick` drains soon when the process polls by itself;
 * `startPolling` kicks every interval and, on close, waits for the drain under way. Which process takes which row is
 * the queue's own claim (`FOR UPDATE SKIP LOCKED` with a lease).
 */
import type { FastifyInstance } from 'fastify';

export interface DrainLoop {
  /** Runs rounds until none finds work; answers how many items were handled. */
  drain(): Promise<number>;
  /** New work: drain soon (when this process polls by itself). */
  kick(): void;
  /** Resolves when the drain under way (if any) is done. */
  settled(): Promise<void>;
}

export function drainLoop(
  app: FastifyInstance,
  options: { drainOnce: () => Promise<number>; polls: () => boolean; failure: string },
): DrainLoop {
  /** The drain under way, and whether work came while it ran (one more round then). */
  const state: { running: Promise<number> | null; again: boolean } = { running: null, again: false };
  /** Read through a call: a kick may set it while a round awaits (type narrowing cannot see that). */
  const wantsAgain = (): boolean => state.again;
  const loop: DrainLoop = {
    drain() {
      if (state.running) {
        state.again = true;
        return state.running;
      }
      state.running = (async () => {
        let total = 0;
        do {
          state.again = false;
          total += await options.drainOnce();
        } while (wantsAgain());
        return total;
      })().finally(() => {
        state.running = null;
      });
      return state.running;
    },
    async settled() {
      await state.running?.catch(() => 0);
    },
    kick() {
      if (!options.polls()) return;
      loop.drain().catch((error: unknown) => {
        app.log.error({ err: error }, options.failure);
      });
    },
  };
  return loop;
}

/** Kicks `loop` every `intervalMs` (none when 0); on close it stops and waits for the drain under way. */
export function startPolling(app: FastifyInstance, loop: DrainLoop, intervalMs: number) {
  if (intervalMs <= 0) return;
  const timer = setInterval(() => loop.kick(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await loop.settled();
  });
}
