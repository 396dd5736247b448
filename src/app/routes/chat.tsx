import { useCallback } from 'react';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { LazyNotFound } from '@/components/layout/lazy-not-found';
import { preloadMarkdown } from '@/components/markdown/markdown';
import { PanelErrorBoundary } from '@/components/ui/error-boundary';
import { isUuid } from '@/lib/api/resources/common';
import { nextTask } from '@/lib/next-task';
import { warmTimeFormats } from '@/lib/time';
import { ArtifactsPanel } from '@/features/artifacts/components/artifacts-panel';
import { ChatScreen } from '@/features/chats/components/chat-screen';
import { ExportChat } from '@/features/chat-export/components/export-chat';
import { FilesPanel } from '@/features/files/components/files-panel';
import { useUploads } from '@/features/files/hooks/use-uploads';

// The chat composes four features: the conversation, its export, its artifacts and its files. Each panel
// has its own error boundary, so a broken viewer never blanks the conversation.
void preloadMarkdown(); // a chat is certain to show markdown: fetch the renderer beside the screen
// Its messages show times: the page's first time formatter (which loads the locale's data) is
// built in a task of its own before they can arrive, not in the one that renders them. The
// board, the usual landing screen, formats no time with Intl and so pays nothing for it.
nextTask(warmTimeFormats);

export function Component() {
  const { chatId } = useParams();
  const { start } = useUploads();
  const onFiles = useCallback(
    (files: File[]) => {
      if (chatId) start(chatId, files);
    },
    [chatId, start],
  );
  if (!isUuid(chatId)) return <LazyNotFound what="chat" />;
  return (
    <PageContainer wide>
      <ChatScreen
        key={chatId}
        chatId={chatId}
        onFiles={onFiles}
        headerActions={(title) => <ExportChat chatId={chatId} title={title} />}
        aside={
          <>
            {/* Files first: "Upload file" stays at the top of the side panel, never below a long
              list of artifacts. */}
            <PanelErrorBoundary label="The files" resetKey={chatId}>
              <FilesPanel chatId={chatId} />
            </PanelErrorBoundary>
            <PanelErrorBoundary label="The artifacts" resetKey={chatId}>
              <ArtifactsPanel chatId={chatId} />
            </PanelErrorBoundary>
          </>
        }
      />
    </PageContainer>
  );
}
