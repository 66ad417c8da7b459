import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';

/** A task for the pool: a named export of a worker module, called with one structured-clonable input. */
export type WorkerTask = { module: string; name: string; input: unknown };

/** Thrown when the pool's queue is full: the caller answers "busy" instead of queueing forever. */
export class WorkerPoolBusyError extends Error {
  constructor() {
    super('The worker pool is busy.');
  }
}

export type WorkerPool = {
  /** Runs the task on a worker thread; rejects with WorkerPoolBusyError when the queue is full. */
  run<R>(task: WorkerTask): Promise<R>;
  /** Tasks finished since the pool started (for the benchmark and the tests). */
  readonly completed: number;
  close(): Promise<void>;
};

export type WorkerPoolOptions = {
  threads: number;
  /** Tasks that may wait for a thread; one more is refused. */
  maxQueue: number;
  /** A task still running after this long is stopped (its thread is replaced). */
  taskTimeoutMs?: number;
};

// Running from TypeScript source (tsx for `npm run dev`, vitest for the API tests), the threads
// need a loader for .ts files and extensionless imports: tsx's, the one the process itself uses.
// The built server's worker modules are plain JavaScript beside the bundle and need none.
const isSource = import.meta.url.endsWith('.ts');
const sourceExecArgv = () => [
  '--import',
  pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href,
];

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const piscina = new Piscina({
    minThreads: 0,
    maxThreads: options.threads,
    // Threads that sit idle this long are stopped; the next task starts one again.
    idleTimeout: 60_000,
    ...(isSource ? { execArgv: sourceExecArgv() } : {}),
  });
  const taskTimeoutMs = options.taskTimeoutMs ?? 60_000;
  // The bound is counted here: piscina's own maxQueue lets through every task that carries an
  // AbortSignal, and each task here carries one for its time limit.
  const capacity = options.threads + options.maxQueue;
  let accepted = 0;
  return {
    async run<R>(task: WorkerTask): Promise<R> {
      if (accepted >= capacity) throw new WorkerPoolBusyError();
      accepted++;
      try {
        return (await piscina.run(task.input, {
          filename: task.module,
          name: task.name,
          signal: AbortSignal.timeout(taskTimeoutMs),
        })) as R;
      } finally {
        accepted--;
      }
    },
    get completed() {
      return piscina.completed;
    },
    close: () => piscina.close({ force: true }),
  };
}

/**
 * Where a worker module is: its TypeScript source beside the caller when running from source, or
 * the built entry beside the bundle (scripts/build-server.mjs builds each worker module as an
 * entry of its own, since the bundle's code all lives in main.js).
 */
export function locateWorkerModule(
  callerUrl: string,
  files: { source: string; built: string },
): string {
  const here = dirname(fileURLToPath(callerUrl));
  const found = [join(here, files.source), join(here, files.built)].find((file) =>
    existsSync(file),
  );
  if (!found) {
    throw new Error(`The worker module ${files.source} (built: ${files.built}) is missing.`);
  }
  return found;
}
