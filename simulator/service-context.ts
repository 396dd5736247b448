import type { AgentRuntime } from './agents/runtime.ts';
import type { ChatAgent } from './agents/chat-agent.ts';
import type { JobAgent } from './agents/job-agent.ts';
import type { FileStorage } from './store/file-storage.ts';
import type { Latency } from './control/latency.ts';
import type { Switches } from './control/switches.ts';

/** Everything a request handler may touch. */
export interface ServiceContext {
  rt: AgentRuntime;
  chat: ChatAgent;
  jobs: JobAgent;
  files: FileStorage;
  /** Set through /__control/latency; none unless a test asks. */
  latency: Latency;
  /** Set through /__control/flapping-streams and /__control/cacheable-reads; all off unless a test asks. */
  switches: Switches;
}
