// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeNamedCharacterReference, provideEntities } from './named-character-reference';

const TABLE = Symbol.for('agent-console:character-entities');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('named character references', () => {
  it('asks the DOM in a page, for whole names only', () => {
    expect(decodeNamedCharacterReference('amp')).toBe('&');
    expect(decodeNamedCharacterReference('notin')).toBe('∉');
    expect(decodeNamedCharacterReference('notit')).toBe(false);
    expect(decodeNamedCharacterReference('semi')).toBe(';');
    expect(decodeNamedCharacterReference('bogus')).toBe(false);
  });

  it('never writes anything but a run of letters and digits into the element', () => {
    const written: string[] = [];
    const setter = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')?.set;
    vi.spyOn(Element.prototype, 'innerHTML', 'set').mockImplementation(function (this: Element, value) {
      written.push(value);
      setter?.call(this, value);
    });
    for (const value of ['amp;<img src=x onerror=alert(1)>', '<b>', 'a b', '', 'x'.repeat(40)])
      expect(decodeNamedCharacterReference(value)).toBe(false);
    expect(decodeNamedCharacterReference('amp')).toBe('&');
    expect(written).toEqual(['&amp;']);
  });

  it('reads the table it was handed where there is no DOM: its own entries only', () => {
    const saved = globalThis.document;
    const table: unknown = Reflect.get(globalThis, TABLE);
    Reflect.deleteProperty(globalThis, 'document');
    try {
      // Values the DOM would never give: the answer is the table's.
      provideEntities(Object.assign(Object.create({ inherited: 'Y' }), { amp: 'X' }));
      expect(decodeNamedCharacterReference('amp')).toBe('X');
      expect(decodeNamedCharacterReference('inherited')).toBe(false);
      expect(decodeNamedCharacterReference('toString')).toBe(false);
    } finally {
      globalThis.document = saved;
      Reflect.set(globalThis, TABLE, table);
    }
  });
});
