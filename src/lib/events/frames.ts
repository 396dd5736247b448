// One SSE message → one typed event, or nothing. The JSON `type` is the discriminator; an
// `event:` line is used only when the data carries no type. Non-JSON data and frames without a
// type are dropped, never thrown.
import type { EventSourceMessage } from 'eventsource-parser';

export interface StreamEvent {
  type: string;
  payload: Record<string, unknown>;
}

export function readFrame(message: EventSourceMessage): StreamEvent | undefined {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const payload = data as Record<string, unknown>;
  const named = message.event && message.event !== 'message' ? message.event : undefined;
  const type = typeof payload.type === 'string' && payload.type !== '' ? payload.type : named;
  return type ? { type, payload } : undefined;
}
