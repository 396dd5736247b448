import { describe, expect, it } from 'vitest';
import * as v from '@/lib/valibot';
import { jobSchema } from './job';
import { shared } from './shared-strings';

describe('texts held once', () => {
  it('gives back the same text, whatever it is, and leaves the rest as it came', () => {
    for (const text of ['backlog', '__proto__', 'constructor', '', '2026-11-29T01:00:00Z'])
      expect(shared(text)).toBe(text);
    expect(shared(undefined)).toBeUndefined();
    const long = 'x'.repeat(1_000);
    expect(shared(long)).toBe(long);
  });

  it('keeps every field of a job as the service sent it', () => {
    const raw = {
      id: 'j1',
      state: 'ambiguous',
      title: 'Deploy',
      description: 'Deploy',
      agent_id: 'a1',
      project_id: 'p1',
      last_activity: 'Asked',
      last_active_at: '2026-11-29T01:00:00Z',
      created_at: '2026-11-29T00:00:00Z',
      updated_at: '2026-11-29T01:00:00Z',
    };
    const job = v.parse(jobSchema, raw);
    expect(job).toMatchObject({
      id: 'j1',
      state: 'ambiguous',
      title: 'Deploy',
      description: 'Deploy',
      agentId: 'a1',
      projectId: 'p1',
      lastActivity: 'Asked',
      lastActiveAt: '2026-11-29T01:00:00Z',
      createdAt: '2026-11-29T00:00:00Z',
      updatedAt: '2026-11-29T01:00:00Z',
    });
    expect(v.parse(jobSchema, { ...raw, description: 'Other' }).description).toBe('Other');
  });
});
