import { describe, expect, it } from 'vitest';
import { parseWith } from './api/client';
import { jobSchema } from './api/resources/job';
import * as v from './valibot';

describe('schemas', () => {
  it('turn a mismatch into a readable sentence naming the field', () => {
    expect(() => parseWith(jobSchema, { id: 'j1', state: 7 }, 'GET /v1/jobs/j1')).toThrow(
      /GET \/v1\/jobs\/j1: Invalid input: expected string, received number at state/,
    );
  });

  it('refuse an array where an object or a record is expected, as zod did', () => {
    expect(v.safeParse(v.looseObject({}), []).success).toBe(false);
    expect(v.safeParse(v.object({}), [1]).success).toBe(false);
    expect(v.safeParse(v.record(v.unknown()), ['a']).success).toBe(false);
    expect(() => parseWith(jobSchema, [], 'GET /v1/jobs/j1')).toThrow(/GET \/v1\/jobs\/j1: /);
  });
});
