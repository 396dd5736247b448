// Tells screen-reader users once that a reply finished, not chunk by chunk: the log itself is
// silent (aria-live="off"), and the app's one "Announcements" region says "The agent replied" when
// a turn ends with a new reply. The reply is not read out: the person goes to the log for it.
import { useEffect, useRef } from 'react';
import type { Message } from '@/lib/api/resources/message';
import { announce } from '@/lib/announcer/announcer-store';

const AGENT_REPLIED = 'The agent replied';

export function ReplyAnnouncer({ working, messages }: { working: boolean; messages: Message[] | undefined }) {
  const wasWorking = useRef(working);
  const lastAnnounced = useRef<string | undefined>(undefined);

  useEffect(() => {
    const finished = wasWorking.current && !working;
    wasWorking.current = working;
    if (!finished) return;
    const last = messages?.at(-1);
    if (!last || last.author !== 'agent' || last.id === lastAnnounced.current) return;
    lastAnnounced.current = last.id;
    announce({ kind: 'say', text: AGENT_REPLIED });
  }, [working, messages]);

  return null;
}
