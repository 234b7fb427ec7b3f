// The page's side of the core: starts the worker and turns each request into a promise.
import type { OperationName, Operations, Reply, Request } from './protocol';
import { CoreError } from './types';

/** The core, running in its worker. */
export class Core {
  private readonly worker: Worker;
  private next = 1;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  constructor() {
    this.worker = new Worker(new URL('../worker/core.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (event: MessageEvent<Reply>) => this.answer(event.data);
    this.worker.onerror = (event) => {
      const error = new CoreError('internal', `the game engine stopped (${event.message}); reload the page`);
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    };
  }

  /** Asks the core; a refusal rejects with a `CoreError` whose message is for the player. */
  call<K extends OperationName>(op: K, ...args: Parameters<Operations[K]>): Promise<ReturnType<Operations[K]>> {
    const id = this.next++;
    const request: Request<K> = { id, op, args };
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage(request);
    });
  }

  private answer(reply: Reply): void {
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if (reply.ok) waiting.resolve('json' in reply ? JSON.parse(reply.json) : reply.value);
    else waiting.reject(new CoreError(reply.kind, reply.message));
  }
}
