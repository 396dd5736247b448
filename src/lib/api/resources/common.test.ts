import { describe, expect, it } from 'vitest';
import * as v from '@/lib/valibot';
import { artifactRevisionSchema } from './artifact';
import { clipText, TITLE_CHARS } from './common';
import { jobSchema } from './job';
import { sessionSchema } from './session';

describe('titles from the service', () => {
  const huge = 'A title that goes on '.repeat(50_000);

  it('are clipped for display, with an ellipsis, when they are longer than a title can be', () => {
    const job = v.parse(jobSchema, { id: 'j1', state: 'running', title: huge });
    expect(job.title).toHaveLength(TITLE_CHARS + 1);
    expect(job.title?.endsWith('…')).toBe(true);
    const chat = v.parse(sessionSchema, { id: 's1', title: huge });
    expect(chat.title).toHaveLength(TITLE_CHARS + 1);
    const revision = v.parse(artifactRevisionSchema, { id: 'r1', name: huge, content: 'x' });
    expect(revision.title).toHaveLength(TITLE_CHARS + 1);
    expect(v.parse(jobSchema, { id: 'j2', state: 'running', title: 'Short' }).title).toBe('Short');
  });

  it('are never cut between the two halves of a character', () => {
    const clipped = clipText('a' + '😀'.repeat(10), 4);
    expect(clipped).toBe('a😀…');
  });
});
