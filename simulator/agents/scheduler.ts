// Every agent delay goes through here, so `close()` and `reset` can cancel all of them at once
// and no test leaves a timer behind. A step is 300 ms divided by the speed option.

const BASE_STEP_MS = 300;

export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  readonly stepMs: number;

  constructor(speed: number) {
    this.stepMs = BASE_STEP_MS / speed;
  }

  /** Resolves after `steps` agent steps; never resolves if cancelled, which ends that agent's work. */
  steps(steps: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, steps * this.stepMs);
      this.timers.add(timer);
    });
  }

  cancelAll(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
