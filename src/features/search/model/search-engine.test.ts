import { describe, expect, it } from 'vitest';
import type { Job } from '@/lib/api/resources/job';
import type { Message } from '@/lib/api/resources/message';
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import { artifactDoc, chatTitleDoc, jobDoc, messageDoc } from './search-documents';
import { SearchEngine } from './search-engine';

const job = (id: string, fields: Partial<Job> = {}): Job => ({
  id,
  state: 'done',
  title: `Job ${id}`,
  agentId: undefined,
  projectId: undefined,
  primarySessionId: undefined,
  description: undefined,
  failureReason: undefined,
  lastActivity: undefined,
  lastActiveAt: undefined,
  planning: undefined,
  createdAt: undefined,
  updatedAt: undefined,
  ...fields,
});
const message = (id: string, text: string): Message => ({
  id,
  author: 'agent',
  text,
  createdAt: undefined,
  raw: {},
});
const revision = (fields: Partial<ArtifactRevision>): ArtifactRevision => ({
  revisionId: 'r1',
  artifactId: 'a1',
  sessionId: undefined,
  version: 1,
  title: 'Report',
  filename: undefined,
  kind: undefined,
  contentType: 'text/markdown',
  content: '',
  encoding: undefined,
  url: undefined,
  createdAt: undefined,
  raw: {},
  ...fields,
});

describe('SearchEngine', () => {
  it('finds a job by a typo, by the start of a word, and in each field the issue names', () => {
    const engine = new SearchEngine();
    engine.upsert([
      jobDoc(job('1', { title: 'Rotate keys', description: 'Production deployment of the vault' })),
      jobDoc(job('2', { title: 'Other', failureReason: 'Timeout talking to billing', state: 'failed' })),
      jobDoc(job('3', { title: 'Third', lastActivity: 'Compiling the changelog' })),
      jobDoc(job('4', { title: 'Fourth', state: 'ambiguous' })),
    ]);
    expect(engine.search('deploymnet', 10).jobs.map((hit) => hit.target)).toEqual(['1']);
    expect(engine.search('depl', 10).jobs.map((hit) => hit.target)).toEqual(['1']);
    expect(engine.search('billing timeout', 10).jobs.map((hit) => hit.target)).toEqual(['2']);
    expect(engine.search('changelog', 10).jobs.map((hit) => hit.target)).toEqual(['3']);
    expect(engine.search('needs input', 10).jobs.map((hit) => hit.target)).toEqual(['4']);
    const hit = engine.search('deploymnet', 10).jobs[0];
    expect(hit?.terms).toContain('deployment');
    expect(hit?.snippet).toContain('Production deployment');
    expect(hit?.link).toBe('/jobs/1');
  });

  it('groups a chat’s messages into one result named by the chat’s title', () => {
    const engine = new SearchEngine();
    engine.upsert([
      chatTitleDoc('c1', 'Planning'),
      ...[message('m1', 'the otter report'), message('m2', 'another otter')].flatMap(
        (m) => messageDoc('c1', m) ?? [],
      ),
    ]);
    const answer = engine.search('otter', 10);
    expect(answer.chats).toHaveLength(1);
    expect(answer.chats[0]?.title).toBe('Planning');
    expect(answer.totals.chats).toBe(1);
    expect(answer.counts).toEqual({ jobs: 0, chats: 1, artifacts: 0 });
  });

  it('finds text artifacts by their content, binary ones by their title only', () => {
    const engine = new SearchEngine();
    engine.upsert([
      artifactDoc('c1', revision({ content: 'Quarterly revenue grew' })),
      artifactDoc(
        'c1',
        revision({
          revisionId: 'r2',
          artifactId: 'a2',
          title: 'Diagram',
          contentType: 'image/png',
          content: 'revenue',
        }),
      ),
    ]);
    const found = engine.search('revenue', 10).artifacts;
    expect(found.map((hit) => hit.target)).toEqual(['c1:a1']);
    expect(found[0]?.link).toBe('/chats/c1?artifact=a1');
    expect(engine.search('diagram', 10).artifacts.map((hit) => hit.target)).toEqual(['c1:a2']);
  });

  it('replaces a changed document, skips an unchanged one, and forgets everything on clear', () => {
    const engine = new SearchEngine();
    const first = jobDoc(job('1', { title: 'Walrus census' }));
    expect(engine.upsert([first])).toBe(1);
    expect(engine.upsert([jobDoc(job('1', { title: 'Walrus census' }))])).toBe(0);
    engine.upsert([jobDoc(job('1', { title: 'Penguin census' }))]);
    expect(engine.search('walrus', 10).jobs).toEqual([]);
    expect(engine.search('penguin', 10).jobs).toHaveLength(1);
    expect(engine.counts().jobs).toBe(1);
    engine.clear();
    expect(engine.search('penguin', 10).jobs).toEqual([]);
    expect(engine.counts()).toEqual({ jobs: 0, chats: 0, artifacts: 0 });
  });

  it('cuts each kind at the limit and counts the rest', () => {
    const engine = new SearchEngine();
    engine.upsert(Array.from({ length: 30 }, (_, i) => jobDoc(job(String(i), { title: `Heron ${i}` }))));
    const answer = engine.search('heron', 5);
    expect(answer.jobs).toHaveLength(5);
    expect(answer.totals.jobs).toBe(30);
  });

  it('treats the service’s words as data: prototype names are words like any other', () => {
    const engine = new SearchEngine();
    engine.upsert([
      jobDoc(job('1', { title: '__proto__ constructor', description: 'hasOwnProperty toString' })),
    ]);
    expect(engine.search('__proto__', 10).jobs).toHaveLength(1);
    expect(engine.search('constructor tostring', 10).jobs[0]?.snippet).toContain('toString');
  });
});
