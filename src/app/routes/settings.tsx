import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { InboxPreferencesForm } from '@/features/settings/components/inbox-preferences-form';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { StreamActivity } from '@/features/settings/components/stream-activity';

export function Component() {
  return (
    <PageContainer>
      <PageHeader title="Settings" />
      <SettingsForm />
      <InboxPreferencesForm />
      <StreamActivity />
    </PageContainer>
  );
}
