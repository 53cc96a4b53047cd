import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import type { paths } from '@siirto/api-client/schema';

/**
 * MSW handlers typed from the contract (packages/api-client/src/generated/schema.ts): a handler whose body does not
 * match the operation's JSON response for that status fails the typecheck.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type ApiPath = keyof paths;
type Responses<P extends ApiPath, M extends Method> = paths[P][M] extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The paths that have an operation for `M`. */
export type PathWith<M extends Method> = {
  [P in ApiPath]: [Responses<P, M>] extends [never] ? never : P;
}[ApiPath];
/** The statuses the contract lists for `M path` with a JSON body. */
export type StatusOf<P extends ApiPath, M extends Method> = {
  [S in keyof Responses<P, M>]: [JsonOf<Responses<P, M>[S]>] extends [never] ? never : S;
}[keyof Responses<P, M>] &
  number;
/** The JSON body the contract gives `M path` for `status`. */
export type ResponseBody<P extends ApiPath, M extends Method, S extends number> = S extends keyof Responses<P, M>
  ? JsonOf<Responses<P, M>[S]>
  : never;

/** The app's API base in the browser is `/api` (config/env.ts); `{id}` becomes MSW's `:id`. */
export const apiUrl = (path: string) => `*/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

type Answer<B> = B | ((request: Request) => B | Promise<B>);
const resolve = async <B>(answer: Answer<B>, request: Request): Promise<B> =>
  typeof answer === 'function' ? await (answer as (request: Request) => B | Promise<B>)(request) : answer;

/** `M path` answers `status` with a body of the contract's shape. */
export function typedResponse<M extends Method, P extends PathWith<M>, S extends StatusOf<P, M>>(
  method: M,
  path: P,
  status: S,
  body: Answer<ResponseBody<P, M, S>>,
) {
  return http[method](apiUrl(path), async ({ request }) =>
    HttpResponse.json((await resolve(body, request)) as JsonBodyType, { status }),
  );
}

/** `GET path` answers 200 with the contract's body: `typedGet('/users/me/', () => me)`. */
export function typedGet<P extends PathWith<'get'>>(path: P, body: Answer<ResponseBody<P, 'get', 200>>) {
  return http.get(apiUrl(path), async ({ request }) =>
    HttpResponse.json((await resolve(body, request)) as JsonBodyType),
  );
}

/** `GET path` never answers: the screen stays in its loading state. */
export function pendingGet(path: PathWith<'get'>) {
  return http.get(apiUrl(path), async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  });
}

/**
 * `M path` is throttled: 429 with `Retry-After` (seconds) and the server's own words, which the app must not show.
 * Any path: a 429 can answer every call, listed in the contract or not.
 */
export function throttledResponse<M extends Method>(method: M, path: PathWith<M>, retryAfterSeconds: number) {
  return http[method](apiUrl(path), () =>
    HttpResponse.json(
      { detail: `Request was throttled. Expected available in ${String(retryAfterSeconds)} seconds.` },
      { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
    ),
  );
}
