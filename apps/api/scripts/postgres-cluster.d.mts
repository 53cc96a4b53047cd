export interface ThrowawayCluster {
  /** The `postgres` database of the cluster, user `postgres`, no password. */
  url: string;
  port: number;
  /** `postgres --version`. */
  version: string;
  dataDir: string;
  logFile: string;
  /** Stops the server (default mode `immediate`, as a crash); the folder stays and start() brings it back. */
  stop(mode?: 'smart' | 'fast' | 'immediate'): void;
  start(): void;
  /** The postmaster's process id while it runs. */
  pid(): number | undefined;
  /** Stops the server and deletes its folder. */
  remove(): void;
}

export function freePort(): Promise<number>;

export function startThrowawayCluster(options?: {
  port?: number;
  durable?: boolean;
  settings?: string[];
}): Promise<ThrowawayCluster>;
