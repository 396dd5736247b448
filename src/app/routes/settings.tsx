import { SectionsPage } from '@/components/layout/sections-page';
import { InboxPreferencesForm } from '@/features/settings/components/inbox-preferences-form';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { StreamActivity } from '@/features/settings/components/stream-activity';

const sections = [SettingsForm, InboxPreferencesForm, StreamActivity];

export function Component() {
  return <SectionsPage title="Settings" sections={sections} />;
}
