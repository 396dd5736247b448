// Every screen sits in one container: centred, one max width, the shell's gutters. Screens that
// need the window (the board, a chat with its side panel) take it whole, in the same gutters.
import type { ReactNode } from 'react';

export function PageContainer({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <div
      data-testid="page-container"
      className={`mx-auto flex w-full flex-1 flex-col ${wide ? '' : 'max-w-5xl'}`}
    >
      {children}
    </div>
  );
}
