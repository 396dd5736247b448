// Test helper: connection callbacks that record what a connection reports.
import type { ConnectionCallbacks } from '@/lib/events/connection';
import type { StreamEvent } from '@/lib/events/frames';

export function recordConnection() {
  const events: StreamEvent[] = [];
  const opens: boolean[] = [];
  const statuses: string[] = [];
  const callbacks: ConnectionCallbacks = {
    onEvent: (event) => events.push(event),
    onOpen: (isReconnect) => opens.push(isReconnect),
    onStatus: (status) => statuses.push(status),
  };
  return { events, opens, statuses, callbacks };
}
