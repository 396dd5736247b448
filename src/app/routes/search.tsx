import { PageContainer } from '@/components/layout/page-container';
import { SearchScreen } from '@/features/search/components/search-screen';
import { useKnownChatTitlesIndexed } from '../search/known-chat-titles';

export function Component() {
  useKnownChatTitlesIndexed();
  return (
    <PageContainer>
      <SearchScreen />
    </PageContainer>
  );
}
