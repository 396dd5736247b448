import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/api/resources/message';
import { buildArtifactRevision, buildJobInState } from '@/testing/builders';
import { artifactDoc, chatTitleDoc, jobDoc, messageDoc } from './search-documents';
import { markdownSnippet } from './markdown-snippet';
import { SearchEngine } from './search-engine';

const message = (id: string, text: string): Message => ({
  id,
  author: 'agent',
  text,
  createdAt: undefined,
  raw: {},
});

describe('SearchEngine', () => {
  it('finds a job by a typo, by the start of a word, and in each field the issue names', () => {
    const engine = new SearchEngine();
    engine.upsert([
      jobDoc(
        buildJobInState('1', 'done', {
          title: 'Rotate keys',
          description: 'Production deployment of the vault',
        }),
      ),
      jobDoc(
        buildJobInState('2', 'failed', { title: 'Other', failure_reason: 'Timeout talking to billing' }),
      ),
      jobDoc(buildJobInState('3', 'done', { title: 'Third', last_activity: 'Compiling the changelog' })),
      jobDoc(buildJobInState('4', 'ambiguous', { title: 'Fourth' })),
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

  it('names a job’s chat by its job, without finding the chat by that name (the job is found)', () => {
    const engine = new SearchEngine();
    engine.upsert([
      chatTitleDoc('c1', 'Deploy the app', true),
      ...[message('m1', 'the otter report')].flatMap((m) => messageDoc('c1', m) ?? []),
      ...[message('m2', 'an otter elsewhere')].flatMap((m) => messageDoc('c2abcdef99', m) ?? []),
    ]);
    const otters = engine.search('otter', 10).chats;
    expect(otters.map((hit) => hit.title).sort()).toEqual(['Chat c2abcdef', 'Deploy the app']);
    expect(engine.search('deploy', 10).chats).toEqual([]);
  });

  it('shows the message that matched beside a chat found by its title', () => {
    const engine = new SearchEngine();
    engine.upsert([
      chatTitleDoc('c1', 'Deploy alpha'),
      ...[message('m1', 'Which environment should I deploy to?')].flatMap((m) => messageDoc('c1', m) ?? []),
      chatTitleDoc('c2', 'Deploy beta'),
    ]);
    const hits = engine.search('deploy', 10).chats;
    expect(hits.map((hit) => [hit.title, hit.snippet])).toEqual([
      ['Deploy alpha', 'Which environment should I deploy to?'],
      ['Deploy beta', ''],
    ]);
  });

  it('finds text artifacts by their content, binary ones by their title only', () => {
    const engine = new SearchEngine();
    engine.upsert([
      artifactDoc('c1', buildArtifactRevision({ content: 'Quarterly revenue grew' })),
      artifactDoc(
        'c1',
        buildArtifactRevision({
          id: 'r2',
          artifact_id: 'a2',
          title: 'Diagram',
          kind: 'image',
          content_type: 'image/png',
          content: 'revenue',
        }),
      ),
    ]);
    const found = engine.search('revenue', 10).artifacts;
    expect(found.map((hit) => hit.target)).toEqual(['c1:a1']);
    expect(found[0]?.link).toBe('/chats/c1?artifact=a1');
    expect(engine.search('diagram', 10).artifacts.map((hit) => hit.target)).toEqual(['c1:a2']);
  });

  it('reads an artifact as its viewer does: base64 text by its words, Markdown without its marks', () => {
    const engine = new SearchEngine();
    engine.readMarkdownWith(markdownSnippet);
    engine.upsert([
      artifactDoc(
        'c1',
        buildArtifactRevision({ content: btoa('Quarterly revenue grew'), encoding: 'base64', kind: 'text' }),
      ),
      artifactDoc(
        'c1',
        buildArtifactRevision({ id: 'r2', artifact_id: 'a2', kind: 'markdown', content: '## Margin **up**' }),
      ),
    ]);
    expect(engine.search('revenue', 10).artifacts.map((hit) => hit.snippet)).toEqual([
      'Quarterly revenue grew',
    ]);
    expect(engine.search('margin', 10).artifacts.map((hit) => hit.snippet)).toEqual(['Margin up']);
  });

  it("shows a message's snippet without its Markdown marks once the reader is in, its source before", () => {
    const engine = new SearchEngine();
    engine.upsert([message('m1', '- **Otter** census done')].flatMap((m) => messageDoc('c1', m) ?? []));
    expect(engine.search('otter', 10).chats.map((hit) => hit.snippet)).toEqual(['- **Otter** census done']);
    engine.readMarkdownWith(markdownSnippet);
    expect(engine.search('otter', 10).chats.map((hit) => hit.snippet)).toEqual(['Otter census done']);
  });

  it("counts a chat only once it has words of its own: a job's chat named by its job is not one read", () => {
    const engine = new SearchEngine();
    engine.upsert([chatTitleDoc('c1', 'Deploy the app', true), chatTitleDoc('c2', 'Budget review')]);
    expect(engine.counts().chats).toBe(1);
    engine.upsert([message('m1', 'the otter report')].flatMap((m) => messageDoc('c1', m) ?? []));
    expect(engine.counts().chats).toBe(2);
    // The chat gets a title of its own, then loses it again: counted by what it holds.
    engine.upsert([chatTitleDoc('c3', 'Walrus', true)]);
    engine.upsert([chatTitleDoc('c3', 'Walrus census')]);
    expect(engine.counts().chats).toBe(3);
    engine.upsert([chatTitleDoc('c3', 'Walrus', true)]);
    expect(engine.counts().chats).toBe(2);
  });

  it('replaces a changed document, skips an unchanged one, and forgets everything on clear', () => {
    const engine = new SearchEngine();
    const first = jobDoc(buildJobInState('1', 'done', { title: 'Walrus census' }));
    expect(engine.upsert([first])).toBe(1);
    expect(engine.upsert([jobDoc(buildJobInState('1', 'done', { title: 'Walrus census' }))])).toBe(0);
    engine.upsert([jobDoc(buildJobInState('1', 'done', { title: 'Penguin census' }))]);
    expect(engine.search('walrus', 10).jobs).toEqual([]);
    expect(engine.search('penguin', 10).jobs).toHaveLength(1);
    expect(engine.counts().jobs).toBe(1);
    engine.clear();
    expect(engine.search('penguin', 10).jobs).toEqual([]);
    expect(engine.counts()).toEqual({ jobs: 0, chats: 0, artifacts: 0 });
  });

  it('cuts each kind at the limit and counts the rest', () => {
    const engine = new SearchEngine();
    engine.upsert(
      Array.from({ length: 30 }, (_, i) =>
        jobDoc(buildJobInState(String(i), 'done', { title: `Heron ${i}` })),
      ),
    );
    const answer = engine.search('heron', 5);
    expect(answer.jobs).toHaveLength(5);
    expect(answer.totals.jobs).toBe(30);
  });

  it('treats the service’s words as data: prototype names are words like any other', () => {
    const engine = new SearchEngine();
    engine.upsert([
      jobDoc(
        buildJobInState('1', 'done', {
          title: '__proto__ constructor',
          description: 'hasOwnProperty toString',
        }),
      ),
    ]);
    expect(engine.search('__proto__', 10).jobs).toHaveLength(1);
    expect(engine.search('constructor tostring', 10).jobs[0]?.snippet).toContain('toString');
  });

  it('requires every word, and stays right after many replacements start the index afresh', () => {
    const engine = new SearchEngine();
    const job = (id: string, title: string) => jobDoc(buildJobInState(id, 'done', { title }));
    engine.upsert([job('1', 'Gateway refused'), job('2', 'Gateway accepted'), job('3', 'Refused early')]);
    expect(engine.search('gateway refused', 10).jobs.map((hit) => hit.target)).toEqual(['1']);
    for (let round = 0; round < 1_100; round += 1) engine.upsert([job('2', `Gateway accepted ${round}`)]);
    expect(engine.search('accepted 1099', 10).jobs.map((hit) => hit.target)).toEqual(['2']);
    expect(engine.search('accepted 517', 10).jobs).toEqual([]);
    expect(engine.search('gateway', 10).totals.jobs).toBe(2);
  });

  it('gives each kind its own limit', () => {
    const engine = new SearchEngine();
    engine.upsert(
      Array.from({ length: 30 }, (_, i) =>
        jobDoc(buildJobInState(String(i), 'done', { title: `Heron ${i}` })),
      ),
    );
    expect(engine.search('heron', { jobs: 25, chats: 5, artifacts: 5 }).jobs).toHaveLength(25);
  });
});
