// Reads for deciding whether a write landed: a list read to its end or not at all (a page that
// fails, or more pages than are followed, is an error: a list cut short is no answer to "is it
// there?"). Apart from the screens' reads, so only the senders that need it fetch it.
import * as v from '@/lib/valibot';
import type { RequestOptions } from '../client';
import { ApiError } from '../errors';
import { readPages } from '../envelopes';
import { readMessages, type Message } from '../resources/message';

/**
 * Every item of a list, or an error: for a question that part of a list must not answer ("did my
 * message land?"). A page that cannot be read fails the whole read, as a network failure: read again.
 */
async function readEveryPage<S extends v.GenericSchema>(
  itemSchema: S,
  path: string,
  resourceName: string,
  options: RequestOptions = {},
): Promise<v.InferOutput<S>[]> {
  const read = await readPages(itemSchema, path, resourceName, {
    ...options,
    maxPages: Number.POSITIVE_INFINITY,
  });
  if (read.cut || read.truncated)
    throw new ApiError({ kind: 'network', serverMessage: `${path} could not be read to its end.` });
  return read.items;
}

/**
 * Every message of the chat, with `account`'s key, for deciding whether a write landed: rejects
 * when any page cannot be read (a list cut short is no answer to "is it there?").
 */
export async function readEveryMessage(
  chatId: string,
  account: NonNullable<RequestOptions['account']>,
): Promise<Message[]> {
  return readMessages(
    await readEveryPage(v.unknown(), `/v1/sessions/${encodeURIComponent(chatId)}/messages`, 'messages', {
      account,
    }),
  );
}
