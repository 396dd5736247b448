import { describe, expect, it } from 'vitest';
import { smallImageScale } from './image-view';

describe('smallImageScale', () => {
  it('enlarges icon-sized images by whole pixels to about 96 px on the longer side', () => {
    expect(smallImageScale(8, 8)).toBe(12);
    expect(smallImageScale(16, 4)).toBe(6);
    expect(smallImageScale(1, 1)).toBe(96);
  });

  it('leaves images of 48 px and more, and unknown sizes, as they are', () => {
    expect(smallImageScale(48, 10)).toBe(1);
    expect(smallImageScale(160, 120)).toBe(1);
    expect(smallImageScale(0, 0)).toBe(1);
    expect(smallImageScale(Number.NaN, 8)).toBe(1);
  });
});
