import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('runs in a later task, after the microtasks of this one', async () => {
    const order: string[] = [];
    const ran = new Promise<void>((resolve) =>
      nextTask(() => {
        order.push('task');
        resolve();
      }),
    );
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    await ran;
    expect(order).toEqual(['sync', 'microtask', 'task']);
  });

  it('does not run once cancelled', async () => {
    let ran = false;
    const cancel = nextTask(() => (ran = true));
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toBe(false);
  });
});
