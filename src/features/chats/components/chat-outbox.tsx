// Sends what waits in the outbox, whichever screen is open (mounted once, beside the routes).
import { useOutbox } from '../hooks/use-outbox';

export function ChatOutbox() {
  useOutbox();
  return null;
}
