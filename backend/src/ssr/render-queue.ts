/**
 * Bounds the server renders in flight. A render is CPU work (React's renderToString) around a few
 * in-process API calls; on a small machine 50 renders started at once hold 50 component trees,
 * stores and HTML strings in memory and all finish late. Here at most `limit` run at a time and
 * the others wait their turn in arrival order (no request is refused: the connections bound the
 * queue). Each starts on a later turn of the event loop, so the requests that arrived meanwhile
 * are read and queued first: under load a new URL waits its turn in the queue (0.5–1 s), not up
 * to 10 s in an unread socket. Renders of the same cacheable URL share one run: the first
 * computes, the others wait for its answer, so a cold page under load is rendered once, not once
 * per visitor.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(readonly limit: number) {}

  /** Renders waiting for a turn (not counting those running). */
  get queued(): number {
    return this.waiting.length;
  }

  get active(): number {
    return this.running;
  }

  /** Runs `task` when a slot is free; a task of the same `key` already running or waiting is joined. */
  run<T>(task: () => Promise<T>, key?: string): Promise<T> {
    if (key !== undefined) {
      const joined = this.inFlight.get(key);
      if (joined) return joined as Promise<T>;
    }
    const result = this.acquire().then(async () => {
      // A turn of the event loop first: from here a render runs to its end without yielding (the
      // in-process API answers resolve as microtasks); started from the socket's own callback it
      // would hold the loop while the requests behind it wait unread, outside the queue.
      await new Promise<void>((resolve) => setImmediate(resolve));
      try {
        return await task();
      } finally {
        this.release();
      }
    });
    if (key !== undefined) {
      this.inFlight.set(key, result);
      const forget = () => {
        if (this.inFlight.get(key) === result) this.inFlight.delete(key);
      };
      result.then(forget, forget);
    }
    return result;
  }

  private acquire(): Promise<void> {
    if (this.running < this.limit) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next render in line (running stays the same).
    if (next) next();
    else this.running--;
  }
}
