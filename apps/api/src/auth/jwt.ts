import { createHmac, timingSafeEqual } from 'node:crypto';

/** HS256 JWTs with node:crypto only. */
export interface JwtPayload {
  token_type: 'access' | 'refresh' | 'password_reset';
  user_id: number;
  jti: string;
  iat: number;
  exp: number;
  /** The user's token version when signed (users.token_version); a password change raises it. */
  ver?: number;
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signJwt(payload: JwtPayload, secret: string): string {
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${HEADER}.${body}`).digest('base64url');
  return `${HEADER}.${body}.${signature}`;
}

function isPayload(value: unknown): value is JwtPayload {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (record.token_type === 'access' || record.token_type === 'refresh' || record.token_type === 'password_reset') &&
    typeof record.user_id === 'number' &&
    typeof record.jti === 'string' &&
    typeof record.iat === 'number' &&
    typeof record.exp === 'number' &&
    (record.ver === undefined || typeof record.ver === 'number')
  );
}

/** The payload of a well-signed, unexpired token, else null. */
export function verifyJwt(token: string, secret: string, nowSeconds: number): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isPayload(payload) || payload.exp <= nowSeconds) return null;
  return payload;
}
