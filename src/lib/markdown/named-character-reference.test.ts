// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { decodeNamedCharacterReference, provideEntities } from './named-character-reference';

describe('named character references', () => {
  it('asks the DOM in a page: whole names only, nothing else is written into it', () => {
    expect(decodeNamedCharacterReference('amp')).toBe('&');
    expect(decodeNamedCharacterReference('notin')).toBe('∉');
    expect(decodeNamedCharacterReference('notit')).toBe(false);
    expect(decodeNamedCharacterReference('semi')).toBe(';');
    expect(decodeNamedCharacterReference('bogus')).toBe(false);
    expect(decodeNamedCharacterReference('amp;<img src=x onerror=alert(1)>')).toBe(false);
    expect(decodeNamedCharacterReference('constructor')).toBe(false);
  });

  it('reads the table it was handed where there is no DOM, never an inherited property', () => {
    const saved = globalThis.document;
    const TABLE = Symbol.for('agent-console:character-entities');
    const table: unknown = Reflect.get(globalThis, TABLE);
    Reflect.deleteProperty(globalThis, 'document');
    try {
      provideEntities({ amp: '&' });
      expect(decodeNamedCharacterReference('amp')).toBe('&');
      expect(decodeNamedCharacterReference('toString')).toBe(false);
      expect(decodeNamedCharacterReference('constructor')).toBe(false);
    } finally {
      globalThis.document = saved;
      Reflect.set(globalThis, TABLE, table);
    }
  });
});
