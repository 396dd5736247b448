import type { DialectShapes } from '../dialects/types.ts';
import type { EventHub } from '../events/hub.ts';
import type { Store } from '../store/store.ts';
import type { Scheduler } from './scheduler.ts';

/** What the scripted agents share: the state, the stream, the dialect's names and the clock. */
export interface AgentRuntime {
  store: Store;
  hub: EventHub;
  dialect: DialectShapes;
  scheduler: Scheduler;
}

/** Triggers match at the start of a word, so "task" does not trigger `ask`. */
export function hasTrigger(text: string, ...words: string[]): boolean {
  return words.some((w) => new RegExp(`\\b${w}`, 'i').test(text));
}

/** A real title from a message: its first line, capitalised, at most 60 characters. */
export function titleFrom(text: string, fallback: string): string {
  const line = (text.split('\n').find((l) => l.trim() !== '') ?? '').replace(/\s+/g, ' ').trim();
  if (line === '') return fallback;
  const short = line.length > 60 ? `${line.slice(0, 59).trimEnd()}…` : line;
  return short.charAt(0).toUpperCase() + short.slice(1);
}
