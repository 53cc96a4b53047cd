// The CPU and memory of processes, read from /proc (Linux), and the machine's load average: one reading for the
// load benchmarks (./support.mjs: run, sockets, faults) and the import benchmark (scripts/bench-import.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** The machine's load average (1, 5 and 15 minutes). */
export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
export const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command's name (state first), or none when the process is gone. */
const statOf = (pid) => {
  try {
    return (
      readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ') ?? []
    );
  } catch {
    return [];
  }
};

/** CPU ticks (user + system) of a process; 0 once it is gone. */
const ticksOf = (pid) => {
  const fields = statOf(pid);
  return fields.length ? Number(fields[11]) + Number(fields[12]) : 0;
};

/** CPU ticks (user + system) of the processes, summed. */
export const ticks = (pids) => pids.reduce((sum, pid) => sum + ticksOf(pid), 0);

/** A process's resident memory in MB (VmRSS); 0 once it is gone. */
export const rssMbOf = (pid) => {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};

/**
 * The process and every process under it, the process first (a cluster's primary, then its workers; PostgreSQL's
 * postmaster, then its backends). None for no process (a pid of 0 or less: the kernel's own would count).
 */
export const familyOf = (root) => {
  if (!(root > 0)) return [];
  const parents = new Map(
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map((name) => [Number(name), Number(statOf(name)[1] ?? 0)]),
  );
  const under = (pid) => {
    for (
      let current = parents.get(pid) ?? 0, hops = 0;
      current > 1 && hops < 50;
      current = parents.get(current) ?? 0, hops++
    )
      if (current === root) return true;
    return false;
  };
  return [root, ...[...parents.keys()].filter((pid) => pid !== root && under(pid))];
};
