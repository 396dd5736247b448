// Texts a person is typing, by what they are for (a chat's composer, a job's answer): an empty
// text is no draft, and a store keeps the newest 100.
import { without } from '@/lib/prototype-safe-records';
import { keepNewest } from './bounds';

export function withDraft(
  drafts: Readonly<Record<string, string>>,
  id: string,
  text: string,
): Record<string, string> {
  return text === '' ? without(drafts, id) : { ...drafts, [id]: text };
}

export const keepDrafts = (drafts: Record<string, string>) => keepNewest(drafts, { max: 100 });
