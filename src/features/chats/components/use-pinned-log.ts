// What the plain and the virtualised conversation logs share: pinned to the newest message unless
// the person scrolled up, and then a "New messages" button (see ConversationFrame).
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { ChatItem } from './conversation-log';

const PINNED_SLACK_PX = 48;

/** `scrollToEnd` brings the last item into view (each log knows how). */
export function usePinnedLog(
  items: ChatItem[],
  scrollRef: RefObject<HTMLDivElement | null>,
  scrollToEnd: () => void,
) {
  const pinned = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const lastKey = items.at(-1)?.key;

  // A new last item: follow it when pinned or when it is the person's own message just sent;
  // otherwise say there is something below.
  useLayoutEffect(() => {
    if (items.length === 0) return;
    const last = items.at(-1)?.outgoing;
    if (last && last.state !== 'failed') pinned.current = true;
    if (pinned.current) scrollToEnd();
    else setUnseen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new last message moves the view
  }, [lastKey]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < PINNED_SLACK_PX;
    pinned.current = atBottom;
    if (atBottom) setUnseen(false);
  };

  const jumpToLatest = () => {
    pinned.current = true;
    setUnseen(false);
    scrollToEnd();
  };

  return { pinned, unseen, onScroll, jumpToLatest };
}

export type PinnedLog = ReturnType<typeof usePinnedLog>;
