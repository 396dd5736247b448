import { InboxScreen } from '@/features/jobs/components/inbox/inbox-screen';

export function Component() {
  return <InboxScreen />;
}
