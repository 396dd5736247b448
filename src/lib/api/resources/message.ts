// Messages come in the shapes real services use: `role` or `author` (a string or an object),
// content as a string, as a list of parts (`type` `text`, `output_text`, `input_text`; parts of
// other types such as images or tool calls hold no text), Gemini's `parts[].text`, `text`, or
// `body` (a string, or Microsoft Graph's `{content}`). Each is read into one model; a message
// whose text cannot be found keeps its raw JSON so the chat can show it rather than nothing.
import * as v from '@/lib/valibot';

type MessageAuthor = 'user' | 'agent' | 'system';

export interface Message {
  id: string;
  author: MessageAuthor;
  /** undefined when no text could be read: show `raw` instead. */
  text: string | undefined;
  createdAt: string | undefined;
  raw: unknown;
}

/** How many of the messages are by `author` (none read: 0). */
export const countBy = (messages: readonly Message[] | undefined, author: MessageAuthor): number =>
  messages?.filter((message) => message.author === author).length ?? 0;

/** Whether the message's text is Markdown: the agent's and the system's are; the person's is shown as typed. */
export const isMarkdownMessage = (message: Pick<Message, 'author'>) => message.author !== 'user';

/** Whether the message is the person saying `text` (spacing at its ends aside, as services keep it). */
export const saysText = (message: Message, text: string) =>
  message.author === 'user' && message.text?.trim() === text.trim();

const USER_ROLES = new Set(['user', 'human', 'you', 'person', 'customer', 'caller', 'me']);
const AGENT_ROLES = new Set(['assistant', 'agent', 'ai', 'bot', 'model', 'llm']);

function readAuthor(record: Record<string, unknown>): MessageAuthor {
  const candidates = [record.role, record.author, record.sender, record.from, record.speaker, record.type];
  for (const candidate of candidates) {
    const value =
      typeof candidate === 'object' && candidate !== null
        ? ((candidate as Record<string, unknown>).role ??
          (candidate as Record<string, unknown>).type ??
          (candidate as Record<string, unknown>).kind)
        : candidate;
    if (typeof value !== 'string') continue;
    const role = value.toLowerCase();
    if (USER_ROLES.has(role)) return 'user';
    if (AGENT_ROLES.has(role)) return 'agent';
    if (role === 'system' || role === 'tool') return 'system';
  }
  return 'agent';
}

/** Part types that hold no text for the person (tool calls, images, reasoning): skipped. */
const TEXT_PART_TYPES = new Set(['text', 'output_text', 'input_text', 'markdown', 'refusal', 'message']);

function textOfPart(part: unknown): string | undefined {
  if (typeof part === 'string') return part;
  if (!part || typeof part !== 'object' || Array.isArray(part)) return undefined;
  const record = part as Record<string, unknown>;
  const type = Object.hasOwn(record, 'type') ? record.type : undefined;
  if (typeof type === 'string' && !TEXT_PART_TYPES.has(type)) return undefined;
  if (typeof record.text === 'string') return record.text;
  if (record.text && typeof record.text === 'object') return textOfPart(record.text);
  if (typeof record.value === 'string') return record.value;
  if (typeof record.refusal === 'string') return record.refusal;
  if (typeof record.content === 'string') return record.content;
  if (Array.isArray(record.content)) return textOfContent(record.content);
  if (Array.isArray(record.parts)) return textOfContent(record.parts);
  return undefined;
}

function textOfContent(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const texts = content.map(textOfPart).filter((text): text is string => text !== undefined);
    return texts.length > 0 ? texts.join('\n\n') : undefined;
  }
  return textOfPart(content);
}

const looseRecord = v.record(v.unknown());

/** Reads one message of any common shape. Returns undefined for something that is no object. */
export function readMessage(value: unknown, index: number): Message | undefined {
  const parsed = v.safeParse(looseRecord, value);
  if (!parsed.success) return undefined;
  const record = parsed.output;
  const text = [record.content, record.text, record.parts, record.body, record.message]
    .map(textOfContent)
    .find((candidate) => candidate !== undefined);
  const idValue = record.id ?? record.message_id ?? record.uuid;
  const created = record.created_at ?? record.createdAt ?? record.timestamp ?? record.sent_at;
  return {
    id: typeof idValue === 'string' || typeof idValue === 'number' ? String(idValue) : `index-${index}`,
    author: readAuthor(record),
    text,
    createdAt: typeof created === 'string' ? created : undefined,
    raw: value,
  };
}

/** Reads a page's raw items as messages, leaving out what is no message at all. */
export const readMessages = (raw: readonly unknown[]): Message[] =>
  raw.map(readMessage).filter((message): message is Message => message !== undefined);
