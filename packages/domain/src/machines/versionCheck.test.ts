import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { BUILT_IN_WEB_VERSION } from '../constants.ts';
import { versionCheckMachine } from './versionCheck.ts';

function startVersionCheck(versions: (string | Error)[]) {
  const answers = [...versions];
  let requests = 0;
  let reloads = 0;
  const machine = versionCheckMachine.provide({
    actors: {
      fetchVersion: fromPromise<string>(() => {
        requests += 1;
        const answer = answers.shift() ?? '2.1.12';
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      }),
    },
    actions: {
      reload: () => {
        reloads += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { currentVersion: BUILT_IN_WEB_VERSION } }).start();
  return { actor, requests: () => requests, reloads: () => reloads };
}

const minutes = (n: number) => n * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('version check machine', () => {
  it('polls the backend every 15 minutes', async () => {
    const { actor, requests } = startVersionCheck(['2.1.12', '2.1.11', '2.1.12']);
    await vi.advanceTimersByTimeAsync(minutes(15) - 1);
    expect(requests()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests()).toBe(1);
    await vi.advanceTimersByTimeAsync(minutes(15));
    expect(requests()).toBe(2);
    await vi.advanceTimersByTimeAsync(minutes(15));
    expect(requests()).toBe(3);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('a newer version shows the notice for 15 seconds and keeps the modal open', async () => {
    const { actor } = startVersionCheck(['2.1.13']);
    await vi.advanceTimersByTimeAsync(minutes(15));
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('modalOpen')).toBe(true);
    expect(snapshot.hasTag('noticeVisible')).toBe(true);
    expect(snapshot.context.latestVersion).toBe('2.1.13');

    await vi.advanceTimersByTimeAsync(14_999);
    expect(actor.getSnapshot().hasTag('noticeVisible')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('noticeVisible')).toBe(false);
    expect(actor.getSnapshot().hasTag('modalOpen')).toBe(true);
  });

  it('update now reloads the page', async () => {
    const { actor, reloads } = startVersionCheck(['2.10.0']);
    await vi.advanceTimersByTimeAsync(minutes(15));
    actor.send({ type: 'version.updateNow' });
    expect(reloads()).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('later hides the modal and the polling goes on', async () => {
    const { actor, requests } = startVersionCheck(['2.2.0', '2.2.0']);
    await vi.advanceTimersByTimeAsync(minutes(15));
    actor.send({ type: 'version.later' });
    expect(actor.getSnapshot().hasTag('modalOpen')).toBe(false);
    await vi.advanceTimersByTimeAsync(minutes(15));
    expect(requests()).toBe(2);
    expect(actor.getSnapshot().hasTag('modalOpen')).toBe(true);
  });

  it('stays silent on the same or an older version and on errors', async () => {
    const { actor, requests } = startVersionCheck(['2.1.12', new Error('offline'), '2.1.9']);
    for (let poll = 0; poll < 3; poll += 1) {
      await vi.advanceTimersByTimeAsync(minutes(15));
      expect(actor.getSnapshot().value).toBe('waiting');
    }
    expect(requests()).toBe(3);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('compares with the version it was given', async () => {
    const actor = createActor(
      versionCheckMachine.provide({ actors: { fetchVersion: fromPromise<string>(() => Promise.resolve('3.0.0')) } }),
      { input: { currentVersion: '3.0.0' } },
    ).start();
    actor.send({ type: 'version.check' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
  });
});
