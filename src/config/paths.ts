// Every route of the app, built in one place.
export const paths = {
  home: () => '/',
  chats: () => '/chats',
  chat: (chatId: string) => `/chats/${encodeURIComponent(chatId)}`,
  inbox: () => '/inbox',
  jobs: () => '/jobs',
  job: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`,
  /** The board with the job's answer panel open. */
  jobAnswer: (jobId: string) => `/jobs?${new URLSearchParams({ answer: jobId }).toString()}`,
  workflows: () => '/workflows',
  workflow: (workflowId: string) => `/workflows/${encodeURIComponent(workflowId)}`,
  settings: () => '/settings',
} as const;
