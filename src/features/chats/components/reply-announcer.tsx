// Tells screen-reader users once that a reply finished, not chunk by chunk: the log itself is
// silent (aria-live="off"), and this hidden region speaks when a turn ends with a new reply.
import { useEffect, useRef, useState } from 'react';
import type { Message } from '@/lib/api/resources/message';

const SPOKEN_LENGTH = 280;

export function ReplyAnnouncer({ working, messages }: { working: boolean; messages: Message[] | undefined }) {
  const [announcement, setAnnouncement] = useState('');
  const wasWorking = useRef(working);
  const lastAnnounced = useRef<string | undefined>(undefined);

  useEffect(() => {
    const finished = wasWorking.current && !working;
    wasWorking.current = working;
    if (!finished) return;
    const last = messages?.at(-1);
    if (!last || last.author !== 'agent' || last.id === lastAnnounced.current) return;
    lastAnnounced.current = last.id;
    const text = (last.text ?? '').replace(/\s+/g, ' ').trim();
    setAnnouncement(
      `Agent replied: ${text.length > SPOKEN_LENGTH ? `${text.slice(0, SPOKEN_LENGTH)}…` : text}`,
    );
  }, [working, messages]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="reply-announcer">
      {announcement}
    </div>
  );
}
