import { SectionsPage } from '@/components/layout/sections-page';
import { AnswerHistorySection } from '@/features/rules/components/answer-history-section';
import { QuietHoursSection } from '@/features/notifications/components/quiet-hours-section';
import { RulesSection } from '@/features/rules/components/rules-section';
import { InboxPreferencesForm } from '@/features/settings/components/inbox-preferences-form';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { StreamActivity } from '@/features/settings/components/stream-activity';

const sections = [
  SettingsForm,
  InboxPreferencesForm,
  QuietHoursSection,
  RulesSection,
  AnswerHistorySection,
  StreamActivity,
];

export function Component() {
  return <SectionsPage title="Settings" sections={sections} />;
}
