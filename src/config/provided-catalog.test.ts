import { describe, expect, it } from 'vitest';
import { adoptProvidedCatalog, getProvidedCatalog } from './provided-catalog';

describe('the catalog a host names in /agent-console.json', () => {
  it('keeps well-formed workflows and chats and drops the rest', () => {
    adoptProvidedCatalog({
      apiKey: 'k',
      workflows: [
        { id: ' w1 ', name: 'Q3 launch plan' },
        { id: 'w2' },
        { id: 42, name: 'not an id' },
        null,
        'w3',
        { id: '', name: 'empty' },
        { id: 'w4', name: { toString: 'no' } },
      ],
      chats: [{ id: 'c1', title: 'Release notes draft' }],
    });
    expect(getProvidedCatalog()).toEqual({
      workflows: [
        { id: 'w1', name: 'Q3 launch plan' },
        { id: 'w2', name: undefined },
        { id: 'w4', name: undefined },
      ],
      chats: [{ id: 'c1', name: 'Release notes draft' }],
    });
  });

  it('reads a file without a catalog, or not an object, as empty or unchanged', () => {
    adoptProvidedCatalog({ apiKey: 'k', workflows: 'nope' });
    expect(getProvidedCatalog()).toEqual({ workflows: [], chats: [] });
    adoptProvidedCatalog('garbage');
    expect(getProvidedCatalog()).toEqual({ workflows: [], chats: [] });
  });

  it('never reads inherited properties as entries', () => {
    adoptProvidedCatalog(JSON.parse('{"__proto__": {"workflows": [{"id": "x"}]}}'));
    expect(getProvidedCatalog().workflows).toEqual([]);
  });
});
