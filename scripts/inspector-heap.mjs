// The API process's JavaScript heap after a full garbage collection, read through the inspector protocol (the API
// started with `--inspect=127.0.0.1:<port>`, see startBuiltStack's `apiNodeArgs`). Resident memory (RSS) alone
// cannot tell a heap the collector has not yet visited, or pages V8 keeps for later, from memory kept per request:
// the heap after a forced full collection can. Used by `pnpm bench:import` (issue 30: "memory flat").
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './built-stack.mjs';

// ws is the API's own dependency (its realtime hub); the scripts take it from there rather than adding a copy
const WebSocket = createRequire(join(root, 'apps', 'api', 'package.json'))('ws');

/** Resolves with the heap in use after a full collection, in megabytes. */
export async function heapAfterGcMb(inspectPort) {
  const targets = await (await fetch(`http://127.0.0.1:${String(inspectPort)}/json/list`)).json();
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let next = 0;
  const call = (method) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      const onMessage = (data) => {
        const message = JSON.parse(String(data));
        if (message.id !== id) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    await call('HeapProfiler.enable');
    await call('HeapProfiler.collectGarbage');
    const { usedSize } = await call('Runtime.getHeapUsage');
    return usedSize / 1024 / 1024;
  } finally {
    socket.close();
  }
}
