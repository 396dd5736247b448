import { describe, expect, it } from 'vitest';
import { buildJobInState } from '@/testing/builders';
import { jobDoc, withoutTitle } from './search-documents';
import { SearchEngine } from './search-engine';

describe('a job’s description without its title', () => {
  it('drops the line the title was made of, whatever its spacing and first letter’s case', () => {
    expect(withoutTitle('deploy  the app\nto production', 'Deploy the app')).toBe('to production');
    expect(withoutTitle('\n  Deploy the app  ', 'Deploy the app')).toBe('');
  });

  it('keeps what a cut title left out, and a description that only starts like the title', () => {
    expect(withoutTitle('migrate the billing database\nby Friday', 'Migrate the billing…')).toBe(
      '… database\nby Friday',
    );
    expect(withoutTitle('Deploy the app to production', 'Deploy the app')).toBe(
      'Deploy the app to production',
    );
    expect(withoutTitle('Anything', '')).toBe('Anything');
  });

  it('so a result’s snippet never repeats its title', () => {
    const engine = new SearchEngine();
    engine.upsert([
      jobDoc(
        buildJobInState('1', 'done', {
          title: 'Rotate the vault keys',
          description: 'Rotate the vault keys\nThe vault holds production secrets',
        }),
      ),
    ]);
    const [hit] = engine.search('vault', 10).jobs;
    expect(hit?.title).toBe('Rotate the vault keys');
    expect(hit?.snippet).toContain('The vault holds production secrets');
    expect(hit?.snippet).not.toContain('Rotate');
  });
});
