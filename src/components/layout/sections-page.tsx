// A screen that is a title, an optional action beside it and its sections one below the other, in
// the one container: Chats, Workflows and Settings. The board, a job, a chat and the inbox lay
// themselves out.
import type { ComponentType, ReactNode } from 'react';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';

export function SectionsPage(props: { title: string; action?: ReactNode; sections: ComponentType[] }) {
  const body = (
    <>
      <PageHeader title={props.title}>{props.action}</PageHeader>
      {props.sections.map((Section, index) => (
        // The list is fixed for a screen: a section's place is its identity.
        <Section key={index} />
      ))}
    </>
  );
  return <PageContainer>{body}</PageContainer>;
}
