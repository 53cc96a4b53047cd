/**
 * "Never lost": the order's values are kept in this browser (localStorage), per user and per draft, until the server
 * has them; restored after a reload, a closed tab or an ended session; removed on publish or delete. The resume
 * mark remembers the order that was open when the session ended, so the next sign-in of the same user goes back to it.
 */
import type { OrderFormValues } from './order-form';

export interface LocalOrderCopy {
  values: OrderFormValues;
  /** The wizard page that was open (1, 2 or 3). */
  page: number;
  /** When the copy was written (ms since epoch). */
  savedAt: number;
  /**
   * The order machine's session key: with `writeSeq` it makes the writes' idempotency keys, so a write retried after
   * a reload (its answer lost) is the same write.
   */
  idempotencyKey: string;
  /** The order machine's count of successful writes (absent in copies written before it was kept). */
  writeSeq?: number;
}

export interface LocalOrderStore {
  read(userId: number, transportId: number): LocalOrderCopy | null;
  write(userId: number, transportId: number, copy: LocalOrderCopy): void;
  remove(userId: number, transportId: number): void;
  markResume(userId: number, path: string): void;
  /** The path to go back to after the sign-in (read once: the mark is removed). */
  takeResume(userId: number): string | null;
}

const PREFIX = 'siirto.order.v1';
const key = (userId: number, transportId: number) => `${PREFIX}.${String(userId)}.${String(transportId)}`;
const resumeKey = (userId: number) => `${PREFIX}.${String(userId)}.resume`;

function isCopy(value: unknown): value is LocalOrderCopy {
  if (typeof value !== 'object' || value === null) return false;
  const copy = value as Partial<LocalOrderCopy>;
  return typeof copy.values === 'object' && typeof copy.page === 'number';
}

/** The store on a Storage (the browser's localStorage; a failing or full storage loses only the local copy). */
export function createLocalOrderStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): LocalOrderStore {
  const safely = <T>(run: () => T, fallback: T): T => {
    try {
      return run();
    } catch {
      return fallback;
    }
  };
  return {
    read: (userId, transportId) =>
      safely(() => {
        const raw = storage.getItem(key(userId, transportId));
        if (!raw) return null;
        const parsed: unknown = JSON.parse(raw);
        return isCopy(parsed) ? parsed : null;
      }, null),
    write: (userId, transportId, copy) => {
      safely(() => storage.setItem(key(userId, transportId), JSON.stringify(copy)), undefined);
    },
    remove: (userId, transportId) => {
      safely(() => storage.removeItem(key(userId, transportId)), undefined);
    },
    markResume: (userId, path) => {
      safely(() => storage.setItem(resumeKey(userId), path), undefined);
    },
    takeResume: (userId) =>
      safely(() => {
        const path = storage.getItem(resumeKey(userId));
        storage.removeItem(resumeKey(userId));
        return path && path.startsWith('/dashboard/transports/edit/') ? path : null;
      }, null),
  };
}

let browserStore: LocalOrderStore | undefined;
/** The store on this browser's localStorage. */
export function localOrderStore(): LocalOrderStore {
  browserStore ??= createLocalOrderStore(window.localStorage);
  return browserStore;
}

/** A fresh idempotency key for a create. */
export const newIdempotencyKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
