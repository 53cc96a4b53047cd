/**
 * The version check (spec 1 §4): the backend's version is polled every 15 minutes; a version newer than
 * the built-in 2.1.12 shows a notice for 15 seconds and a modal offering update now (reload) or later.
 * Errors are silent. The app provides `fetchVersion` and the `reload` action.
 */
import { assign, fromPromise, setup } from 'xstate';
import { VERSION_NOTICE_DISMISS_MS, VERSION_POLL_INTERVAL_MS } from '../constants.ts';
import { isNewerVersion } from '../rules/version.ts';

export interface VersionCheckContext {
  readonly currentVersion: string;
  /** The newest version the backend reported, once it was newer than the current one. */
  readonly latestVersion: string | null;
}

export interface VersionCheckInput {
  /** The version built into the app: BUILT_IN_WEB_VERSION (2.1.12). */
  readonly currentVersion: string;
}

export type VersionCheckEvent = { type: 'version.updateNow' } | { type: 'version.later' } | { type: 'version.check' };

export const versionCheckMachine = setup({
  types: {
    context: {} as VersionCheckContext,
    events: {} as VersionCheckEvent,
    input: {} as VersionCheckInput,
  },
  actors: {
    /** GET /version/ → the version text. App-provided. */
    fetchVersion: fromPromise<string>(() =>
      Promise.reject(new Error("versionCheckMachine: provide the 'fetchVersion' actor")),
    ),
  },
  actions: {
    /** Reload the page to take the new version into use. App-provided. */
    reload: () => {},
  },
  guards: {
    isNewerVersion: ({ context }, params: { version: string }) =>
      isNewerVersion(params.version, context.currentVersion),
  },
  delays: {
    pollInterval: VERSION_POLL_INTERVAL_MS,
    noticeDuration: VERSION_NOTICE_DISMISS_MS,
  },
}).createMachine({
  id: 'versionCheck',
  context: ({ input }) => ({ currentVersion: input.currentVersion, latestVersion: null }),
  initial: 'waiting',
  states: {
    waiting: {
      after: { pollInterval: 'checking' },
      on: { 'version.check': 'checking' },
    },
    checking: {
      invoke: {
        src: 'fetchVersion',
        id: 'fetchVersion',
        onDone: [
          {
            guard: { type: 'isNewerVersion', params: ({ event }) => ({ version: event.output }) },
            target: 'updateAvailable',
            actions: assign(({ event }) => ({ latestVersion: event.output })),
          },
          { target: 'waiting' },
        ],
        // errors are silent: try again at the next poll
        onError: 'waiting',
      },
    },
    /** The update modal is open; the notice shows for its first 15 seconds. */
    updateAvailable: {
      tags: ['modalOpen'],
      initial: 'noticeVisible',
      states: {
        noticeVisible: {
          tags: ['noticeVisible'],
          after: { noticeDuration: 'noticeHidden' },
        },
        noticeHidden: {},
      },
      on: {
        'version.updateNow': 'reloading',
        'version.later': 'waiting',
      },
    },
    reloading: {
      entry: 'reload',
      type: 'final',
    },
  },
});
