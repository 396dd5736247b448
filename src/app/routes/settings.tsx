import { SectionsPage } from '@/components/layout/sections-page';
import { AnswerHistorySection } from '@/features/jobs/components/rules/answer-history-section';
import { QuietHoursSection } from '@/features/jobs/components/rules/quiet-hours-section';
import { RulesSection } from '@/features/jobs/components/rules/rules-section';
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
