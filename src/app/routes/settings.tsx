import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { StreamActivity } from '@/features/settings/components/stream-activity';

export function Component() {
  return (
    <PageContainer>
      <PageHeader title="Settings" />
      <SettingsForm />
      <StreamActivity />
    </PageContainer>
  );
}
