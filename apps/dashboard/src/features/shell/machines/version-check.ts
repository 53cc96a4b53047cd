import { fromPromise } from 'xstate';
import { versionCheckMachine } from '@siirto/domain';
import { apiClient, unwrap } from '../../../lib/api';

/** The domain's version check with the app's effects: GET /version/ through the one client, reload to update. */
export const appVersionCheck = versionCheckMachine.provide({
  actors: {
    fetchVersion: fromPromise<string>(
      async ({ signal }) => (await unwrap(apiClient.GET('/version/', { signal }))).version,
    ),
  },
  actions: {
    reload: () => window.location.reload(),
  },
});
