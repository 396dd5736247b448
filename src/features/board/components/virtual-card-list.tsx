// A long column's cards, virtualised: only those in view (plus a few either side) are mounted.
// Loaded by board-column.tsx only when a column is long, so short boards never fetch it.
import { measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import { virtualRowProps } from '@/components/ui/virtual-row';
import type { Job } from '@/lib/api/resources/job';
import { JobCard } from './job-card';

const CARD_ESTIMATE = 104;

/**
 * A card's size from its ResizeObserver entry, never read on mount: reading it there forces a
 * layout in the middle of every commit (a burst of changes mounts cards at the top of columns
 * all the time). A card just mounted keeps the size last known for its job (or the estimate)
 * until the observer reports it, later in the same frame.
 */
function measureCard(
  element: HTMLLIElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, HTMLLIElement>,
): number {
  if (entry) return measureElement(element, entry, instance);
  const key = instance.options.getItemKey(instance.indexFromElement(element));
  return instance.itemSizeCache.get(key) ?? CARD_ESTIMATE;
}

interface VirtualCardListProps {
  jobs: readonly Job[];
  selectedJobId: string | undefined;
  onAnswer: (jobId: string) => void;
}

export function VirtualCardList({ jobs, selectedJobId, onAnswer }: VirtualCardListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // One key function per list of jobs: the virtualizer lays out every item again (an object each,
  // 25,000 in a column of a 100,000-job board) whenever it changes, so a render that did not change
  // this column's jobs must hand it the same one.
  const getItemKey = useCallback((index: number) => jobs[index]?.id ?? index, [jobs]);
  // The rule guards compiled components: the virtualizer returns functions that memoising would make
  // stale. The build runs no React Compiler, and this component memoises nothing by hand.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: jobs.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    getItemKey,
    overscan: 6,
    gap: 8,
    measureElement: measureCard,
    initialRect: { width: 280, height: 640 },
  });
  return (
    <div ref={scroller} className="max-h-[65vh] overflow-y-auto overscroll-contain px-0.5 pb-1">
      <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const job = jobs[item.index];
          if (!job) return null;
          return (
            <li
              key={item.key}
              {...virtualRowProps(virtualizer, item)}
              aria-setsize={jobs.length}
              aria-posinset={item.index + 1}
            >
              <JobCard job={job} onAnswer={onAnswer} selected={job.id === selectedJobId} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
