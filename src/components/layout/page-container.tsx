// Every screen sits in one container, in the shell's gutters. A reading screen (Inbox, Chats,
// Settings, Workflows, a job, a workflow) takes one width, centred, so its left edge and width never
// jump from screen to screen; inside it nothing sets a width of its own above a form's. The board
// and a chat (with its side panel) take the window (`wide`). Decision 028 and its amendment.
import type { ReactNode } from 'react';

export function PageContainer({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <div
      data-testid="page-container"
      data-wide={wide || undefined}
      className={`mx-auto flex w-full flex-1 flex-col ${wide ? '' : 'max-w-3xl'}`}
    >
      {children}
    </div>
  );
}
