// The name a chat goes by, wherever it is listed, searched or opened: its own title; else, for a
// job's primary chat, its job's title (the envelope dialect sends chats no title, but their jobs
// have one); else "Chat" and the start of its id. One rule: search and the palette once said
// "Chat 3f2a9c1e" where the Chats screen said the job's title.
import type { Job } from '@/lib/api/resources/job';

export function chatName(
  chatId: string,
  ownTitle: string | null | undefined,
  jobTitle?: string | null,
): string {
  return ownTitle?.trim() || jobTitle?.trim() || `Chat ${chatId.slice(0, 8)}`;
}

/** Chat id → the title of the job whose primary chat it is. */
export function jobTitlesByChat(jobs: readonly Job[]): ReadonlyMap<string, string> {
  const titles = new Map<string, string>();
  for (const job of jobs) {
    const title = job.title?.trim();
    if (job.primarySessionId && title && !titles.has(job.primarySessionId))
      titles.set(job.primarySessionId, title);
  }
  return titles;
}
