import type { Dialect, DialectShapes } from './types.ts';
import { flat } from './flat.ts';
import { envelope } from './envelope.ts';
import { named } from './named.ts';
import { paged } from './paged.ts';

const byName: Record<Dialect, DialectShapes> = { flat, envelope, named, paged };

export function dialectShapes(name: Dialect): DialectShapes {
  return byName[name];
}

export function isDialect(name: string): name is Dialect {
  return Object.hasOwn(byName, name);
}
