// Starts child processes with prefixed output and stops all of them together (Ctrl-C, or one dying).
import { spawn } from 'node:child_process';

const colours = ['\x1b[35m', '\x1b[32m', '\x1b[33m', '\x1b[34m'];

export function startAll(specs) {
  const children = [];
  let stopping = false;
  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 1500).unref();
  };
  specs.forEach((spec, index) => {
    const colour = colours[index % colours.length];
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `${colour}[${spec.name}]\x1b[0m `;
    const forward = (stream, target) => {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          target.write(prefix + line + '\n');
          spec.onLine?.(line);
        }
      });
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`${prefix}stopped (exit ${code}); stopping everything`);
        stop(code ?? 1);
      }
    });
    children.push(child);
  });
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return { stop };
}
