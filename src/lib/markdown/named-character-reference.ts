// Stands in for `decode-named-character-reference` (vite.config.ts aliases it here), which the
// Markdown parser (micromark) decodes `&name;` with. Its browser build asks the DOM, and so cannot
// run in a worker (the search's, which reads Markdown for its snippets); its other build carries
// every HTML entity (37 KB) to every page. Here the page asks the DOM as that browser build does,
// and a worker decodes from the entity table it was handed (provideEntities), loaded by it alone.

let element: HTMLElement | undefined;
// The table is kept on the global object under a registered symbol, not in this module: the dev
// server bundles the parser with a copy of this module of its own, and every copy must see it.
const TABLE = Symbol.for('agent-console:character-entities');

/** For a context without a DOM: the table of HTML's named character references. */
export function provideEntities(table: Readonly<Record<string, string>>) {
  Reflect.set(globalThis, TABLE, table);
}

function fromTable(value: string): string | false {
  const table: unknown = Reflect.get(globalThis, TABLE);
  if (typeof table !== 'object' || table === null || !Object.hasOwn(table, value)) return false;
  const character: unknown = Reflect.get(table, value);
  return typeof character === 'string' ? character : false;
}

/** The character `&value;` stands for, or false when it is not a named character reference. */
export function decodeNamedCharacterReference(value: string): string | false {
  // micromark asks only for runs of letters and digits; anything else is no reference, and is
  // never written into the element below.
  if (!/^[a-z\d]{1,32}$/i.test(value)) return false;
  if (typeof document === 'undefined') return fromTable(value);
  element ??= document.createElement('i');
  const reference = `&${value};`;
  element.innerHTML = reference;
  const character = element.textContent;
  // A reference that needs no semicolon (`&not`) matches inside a longer name (`&notit;`), leaving
  // the `;`: the name was not whole (but `&semi;` itself).
  if (character.endsWith(';') && value !== 'semi') return false;
  return character === reference ? false : character;
}
