// What a receipt says. Each receipt of an answer names the answer, so that a person who answered
// ten jobs can tell what they chose: a choice whole ("Sent: Production"), a long free answer by its
// first words, cut at a word with an ellipsis and quoted. Each starts with the UI contract's words
// ("Sent", "Agent is working…", "Answered", "No reply yet"), which the journeys match.
import { stateLabel } from '@/domain/jobs/job-states';
import type { Receipt } from './receipt';

/** Past this many characters a free answer is shown by its first words. */
const EXCERPT_CHARS = 40;

/** The answer as a receipt names it: folded to one line, cut at a word past 40 characters. */
export function answerExcerpt(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  const chars = [...folded];
  if (chars.length <= EXCERPT_CHARS) return folded;
  const head = chars.slice(0, EXCERPT_CHARS + 1).join('');
  const atWord = head.lastIndexOf(' ');
  // A first word longer than half the room (a link, an id) is cut inside rather than dropped.
  const kept = atWord > EXCERPT_CHARS / 2 ? head.slice(0, atWord) : chars.slice(0, EXCERPT_CHARS).join('');
  return `“${kept.replace(/[\s,.;:!?]+$/u, '')}…”`;
}

/** Receipts of an answer of ours; "Answered elsewhere" names none, so its view says it. */
type OwnReceipt = Exclude<Receipt, { kind: 'failed' | 'answered-elsewhere' }>;

/** The receipt's sentence; "No reply yet" is followed by the link to the chat, which is not words. */
export function receiptWords(receipt: OwnReceipt): string {
  switch (receipt.kind) {
    case 'sending':
      return `Sending: ${answerExcerpt(receipt.text)}`;
    case 'sent':
      return `Sent: ${answerExcerpt(receipt.text)}`;
    case 'working':
      return `Agent is working… — you sent ${answerExcerpt(receipt.text)}`;
    case 'answered':
      return `Answered with ${answerExcerpt(receipt.text)} — now ${stateLabel(receipt.state)}`;
    case 'asked-again':
      return `The agent asks again — you sent ${answerExcerpt(receipt.text)}`;
    case 'no-reply':
      return `No reply yet — you sent ${answerExcerpt(receipt.text)}.`;
    case 'not-sent':
      return receipt.reason === 'moved-on'
        ? `Not sent: the job moved on (“${receipt.text}”)`
        : `Not sent: it waited too long (“${receipt.text}”)`;
  }
}
