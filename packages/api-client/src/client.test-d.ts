// Type tests, checked by `tsc -p packages/api-client` (this file is in the package's tsconfig, never run).
// Each @ts-expect-error must meet a compile error, or tsc fails: the contract's types really guard the calls.
import type { ApiClient } from './client.ts';
import type { Schema } from './index.ts';

declare const api: ApiClient;

export async function contractTypeChecks(): Promise<unknown[]> {
  // @ts-expect-error -- a path that is not in the contract does not compile
  await api.GET('/transports/');

  // @ts-expect-error -- a path parameter of the wrong type does not compile
  await api.GET('/transports/company/{id}/', { params: { path: { id: 'seven' } } });

  // @ts-expect-error -- a query parameter of the wrong type does not compile
  await api.GET('/transports/company/', { params: { query: { limit: '30' } } });

  // @ts-expect-error -- a body missing a required field (password) does not compile
  await api.POST('/token/', { body: { username: 'admin@demo.siirto.fi' } });

  // @ts-expect-error -- a method the path does not have does not compile
  await api.DELETE('/users/me/');

  // The correct calls compile and their data is typed by the contract.
  const { data: me } = await api.GET('/users/me/');
  const email: string | undefined = me?.email;
  const { data: list } = await api.GET('/transports/company/', { params: { query: { limit: 30, offset: 0 } } });
  const first: Schema<'TransportListItem'> | undefined = list?.transports[0];
  const { data: tokens } = await api.POST('/token/', { body: { username: 'a@b.fi', password: 'x' } });
  const access: string | undefined = tokens?.access;
  return [email, first, access];
}
