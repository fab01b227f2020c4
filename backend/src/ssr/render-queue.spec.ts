import { describe, expect, it } from 'vitest';
import { RenderQueue } from './render-queue.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('render queue', () => {
  it('runs at most `limit` renders at once and serves the others in arrival order', async () => {
    const queue = new RenderQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
      order.push(n);
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => queue.run(task(n))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(queue.active).toBe(0);
    expect(queue.queued).toBe(0);
  });

  it('starts a render only after a turn of the event loop, so requests behind it are read and queued first', async () => {
    const queue = new RenderQueue(2);
    let started = false;
    const done = queue.run(async () => {
      started = true;
    });
    // Not within the microtasks of the request that queued it: a render then runs to its end
    // without yielding, while the requests behind it wait unread in their sockets.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(started).toBe(false);
    await done;
    expect(started).toBe(true);
  });

  it('lets renders of the same key share one run, and runs again once it is done', async () => {
    const queue = new RenderQueue(4);
    let runs = 0;
    const task = async () => {
      runs++;
      await tick();
      return { html: `<p>${runs}</p>` };
    };
    const [a, b, c] = await Promise.all([
      queue.run(task, '/nl'),
      queue.run(task, '/nl'),
      queue.run(task, '/en'),
    ]);
    expect(runs).toBe(2);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    await queue.run(task, '/nl');
    expect(runs).toBe(3);
  });

  it('frees the slot of a render that fails, and the failure reaches every waiter of its key', async () => {
    const queue = new RenderQueue(1);
    const failing = async () => {
      await tick();
      throw new Error('render failed');
    };
    const first = queue.run(failing, '/x');
    const joined = queue.run(failing, '/x');
    await expect(first).rejects.toThrow('render failed');
    await expect(joined).rejects.toThrow('render failed');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
    expect(queue.active).toBe(0);
  });
});
