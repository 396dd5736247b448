// The board, with the parts of other features it shows: the New job form, the notify toggle, and
// the answer panel (its own chunk, fetched on the first sign that someone is about to answer).
import { PageContainer } from '@/components/layout/page-container';
import { LazyAnswerPanel, preloadAnswerPanel } from '@/features/answering/components/lazy-answer-panel';
import { JobsBoard } from '@/features/board/components/jobs-board';
import { DispatchForm } from '@/features/dispatch/components/dispatch-form';
import { NotifyToggle } from '@/features/notifications/components/notify-toggle';

export function Component() {
  return (
    <PageContainer wide>
      <JobsBoard
        dispatchForm={<DispatchForm />}
        notifyToggle={<NotifyToggle />}
        answerPanel={LazyAnswerPanel}
        preloadAnswerPanel={preloadAnswerPanel}
      />
    </PageContainer>
  );
}
