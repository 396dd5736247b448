import { useParams } from 'react-router';
import { NotFound } from '@/components/layout/not-found';
import { PageHeader } from '@/components/layout/page-header';
import { isUuid } from '@/lib/api/resources/common';

export function Component() {
  const { sessionId } = useParams();
  if (!isUuid(sessionId)) return <NotFound what="chat" />;
  return <PageHeader title="Chat" />;
}
