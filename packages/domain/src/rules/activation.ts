/** The activation page's query (spec 1 §2): e-mail and pin_code, keys sometimes arrive as 'amp;email'. */

/** Removes every leading 'amp;' from a query key (links escaped as &amp; once or more). */
function normaliseQueryKey(key: string): string {
  return key.replace(/^(amp;)+/, '');
}

/** Query entries with normalised keys; a key given plainly wins over its 'amp;' form. */
export function normaliseActivationQuery(
  query: Iterable<readonly [string, string]> | Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const entries: (readonly [string, string | undefined])[] =
    Symbol.iterator in query ? Array.from(query) : Object.entries(query);
  const result: Record<string, string> = {};
  const plain = new Set<string>();
  for (const [rawKey, value] of entries) {
    if (value === undefined) continue;
    const key = normaliseQueryKey(rawKey);
    const isPlain = key === rawKey;
    if (plain.has(key) && !isPlain) continue;
    result[key] = value;
    if (isPlain) plain.add(key);
  }
  return result;
}

export interface ActivationParams {
  readonly email?: string;
  readonly pin_code?: string;
}

/**
 * The e-mail and PIN the activation page starts with: query first (normalised), then the navigation
 * state (the sign-up and login flows pass the e-mail there).
 */
export function activationParams(
  query: Iterable<readonly [string, string]> | Readonly<Record<string, string | undefined>>,
  state?: { readonly email?: unknown; readonly pin_code?: unknown } | null,
): ActivationParams {
  const normalised = normaliseActivationQuery(query);
  const pick = (key: 'email' | 'pin_code'): string | undefined => {
    const fromQuery = normalised[key];
    if (fromQuery !== undefined && fromQuery !== '') return fromQuery;
    const fromState = state?.[key];
    return typeof fromState === 'string' && fromState !== '' ? fromState : undefined;
  };
  const email = pick('email');
  const pin = pick('pin_code');
  return { ...(email !== undefined && { email }), ...(pin !== undefined && { pin_code: pin }) };
}
