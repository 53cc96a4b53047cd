import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { versionCheckMachine } from '@siirto/domain';
import { apiVersionQueryOptions } from '../api/get-api-version';

/**
 * The domain's version check with the app's effects: GET /version/ through the query cache the menu's version line
 * reads, so the start-up's check and the line share one call (a check finds a version younger than the query's
 * stale time in the cache; the 15-minute polls always ask the server), and reload to update.
 */
export const createAppVersionCheck = (queryClient: QueryClient) =>
  versionCheckMachine.provide({
    actors: {
      fetchVersion: fromPromise<string>(async () => (await queryClient.query(apiVersionQueryOptions)).version),
    },
    actions: {
      reload: () => window.location.reload(),
    },
  });
