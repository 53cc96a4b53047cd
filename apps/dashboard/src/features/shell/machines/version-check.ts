import { fromPromise } from 'xstate';
import { versionCheckMachine } from '@siirto/domain';
import { getApiVersion } from '../api/get-api-version';

/** The domain's version check with the app's effects: GET /version/ through the one client, reload to update. */
export const appVersionCheck = versionCheckMachine.provide({
  actors: {
    fetchVersion: fromPromise<string>(async ({ signal }) => (await getApiVersion(signal)).version),
  },
  actions: {
    reload: () => window.location.reload(),
  },
});
