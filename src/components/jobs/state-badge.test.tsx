import { describe, expect, it } from 'vitest';
import { stateTone } from './state-badge';

describe('stateTone', () => {
  it('colours as running exactly the states the board sorts as running', () => {
    const running = stateTone('in_progress');
    expect(stateTone('started')).toBe(running);
    expect(stateTone('executing')).toBe(running);
    expect(stateTone('planning')).toBe(running);
    expect(stateTone('inactive')).not.toBe(running);
    expect(stateTone('on_hold')).not.toBe(running);
  });
});
