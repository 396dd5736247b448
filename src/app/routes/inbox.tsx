import { PageContainer } from '@/components/layout/page-container';
import { AnswerForm } from '@/features/answering/components/answer-form';
import { InboxScreen } from '@/features/inbox/components/inbox-screen';

export function Component() {
  return (
    <PageContainer>
      <InboxScreen answerForm={AnswerForm} />
    </PageContainer>
  );
}
