import { describe, expect, it } from 'vitest';
import { nextZoom } from './image-zoom';

describe('nextZoom', () => {
  it('steps through the zoom levels both ways', () => {
    expect(nextZoom(1, 1)).toBe(1.5);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(0.1, -1)).toBe(0.1);
    expect(nextZoom(8, 1)).toBe(8);
  });

  it('steps from a fitted scale to the next level past it', () => {
    expect(nextZoom(0.62, 1)).toBe(0.75);
    expect(nextZoom(0.62, -1)).toBe(0.5);
    expect(nextZoom(0.5000001, 1)).toBe(0.75);
  });
});
