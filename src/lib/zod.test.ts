import { describe, expect, it } from 'vitest';
import { parseWith } from './api/client';
import { jobSchema } from './api/resources/job';

describe('zod/mini with the English locale', () => {
  it('turns a mismatch into a readable sentence naming the field', () => {
    expect(() => parseWith(jobSchema, { id: 'j1', state: 7 }, 'GET /v1/jobs/j1')).toThrow(
      /GET \/v1\/jobs\/j1: Invalid input: expected string, received number at state/,
    );
  });
});
