// Which chat an event names, and what it tells of it, read from the typed event (frames.ts parsed
// the frame once, whatever its shape). A settle always means the chat's turn is over: `running:
// false` even when the frame carries nothing else. A job's primary chat is a chat of this account
// too; an artifact names its chat.
import type { StreamEvent } from '@/lib/events/frames';
import type { ChatSighting } from '@/domain/chats/known-chats-store';

export function chatSightingOf(event: StreamEvent): ChatSighting | undefined {
  switch (event.type) {
    case 'session.settled': {
      if (event.session) {
        const { id, title, status, running, projectId } = event.session;
        return { id, title, status, running: running ?? false, projectId };
      }
      return event.sessionId ? { id: event.sessionId, running: false } : undefined;
    }
    case 'job.state_changed':
      return event.primarySessionId ? { id: event.primarySessionId } : undefined;
    case 'artifact.created':
      return event.sessionId ? { id: event.sessionId } : undefined;
    case 'other':
      return undefined;
  }
}
