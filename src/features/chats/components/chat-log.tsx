// The conversation, sized to the chat: a short one renders every message in the normal flow; a
// long one uses the virtualised ConversationLog, whose chunk (with @tanstack/react-virtual) is
// fetched only then, so opening an everyday chat does not pay for it. Both keep the same contract:
// the "Conversation" log, pinned to the newest message unless the person scrolled up, and a
// "New messages" button then.
import { Suspense, useEffect, useRef, type ComponentProps } from 'react';
import type { ConversationLog as VirtualLog } from './conversation-log';
import { ConversationFrame } from './conversation-frame';
import { ConversationRow } from './conversation-row';
import { usePinnedLog } from './use-pinned-log';
import { lazyComponent } from '@/lib/lazy-component';

/** Chats up to this many items render them all; longer ones are virtualised. */
const VIRTUALIZE_ABOVE = 150;

// If the virtualised log cannot come (offline), the whole conversation shows in the plain one.
const ConversationLog = lazyComponent(
  () => import('./conversation-log').then((module) => module.ConversationLog),
  (props: ChatLogProps) => <PlainConversationLog {...props} />,
);

type ChatLogProps = ComponentProps<typeof VirtualLog>;

export function ChatLog(props: ChatLogProps) {
  if (props.items.length <= VIRTUALIZE_ABOVE) return <PlainConversationLog {...props} />;
  // Until the virtualised log arrives, the newest messages show as they are.
  return (
    <Suspense fallback={<PlainConversationLog {...props} items={props.items.slice(-VIRTUALIZE_ABOVE)} />}>
      <ConversationLog {...props} />
    </Suspense>
  );
}

function PlainConversationLog({ items, onRetry, onDiscard, empty }: ChatLogProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const scrollToEnd = () => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  };
  const log = usePinnedLog(items, scrollRef, scrollToEnd);

  // Messages change height as they settle (markdown arriving, a reply growing): keep the bottom
  // in view while pinned.
  const hasItems = items.length > 0;
  useEffect(() => {
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (log.pinned.current) scrollToEnd();
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [hasItems, log.pinned]);

  return (
    <ConversationFrame scrollRef={scrollRef} log={log} hasItems={items.length > 0} empty={empty}>
      <div ref={contentRef} className="w-full">
        {/* data-index: rows carry their position, as in the virtualised log (bench/chaos reads it). */}
        {items.map((item, index) => (
          <div key={item.key} data-index={index} className="w-full">
            <ConversationRow item={item} onRetry={onRetry} onDiscard={onDiscard} />
          </div>
        ))}
      </div>
    </ConversationFrame>
  );
}
