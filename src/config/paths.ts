// Every route of the app, built in one place.
export const paths = {
  home: () => '/',
  chats: () => '/chats',
  chat: (chatId: string) => `/chats/${encodeURIComponent(chatId)}`,
  /** A chat opened at one of its artifacts. */
  chatArtifact: (chatId: string, artifactId: string) =>
    `/chats/${encodeURIComponent(chatId)}?${new URLSearchParams({ artifact: artifactId }).toString()}`,
  inbox: () => '/inbox',
  jobs: () => '/jobs',
  job: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`,
  /** The board with the job's answer panel open. */
  jobAnswer: (jobId: string) => `/jobs?${new URLSearchParams({ answer: jobId }).toString()}`,
  /** The board filtered by text and state (a saved view). */
  jobsFiltered: ({ q, state }: { q: string; state: string }) => {
    const query = new URLSearchParams({ ...(q ? { q } : {}), ...(state ? { state } : {}) }).toString();
    return query ? `/jobs?${query}` : '/jobs';
  },
  workflows: () => '/workflows',
  workflow: (workflowId: string) => `/workflows/${encodeURIComponent(workflowId)}`,
  settings: () => '/settings',
  search: (text = '') => (text ? `/search?${new URLSearchParams({ q: text }).toString()}` : '/search'),
} as const;
