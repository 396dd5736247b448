import { PageHeader } from '@/components/layout/page-header';
import { SettingsForm } from '@/features/settings/components/settings-form';

export function Component() {
  return (
    <>
      <PageHeader title="Settings" />
      <SettingsForm />
    </>
  );
}
