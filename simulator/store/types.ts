// Internal records. They hold the spec's field names so views stay thin; `account_id` and
// `disk_path` are ours and never leave the simulator.

export type Scope =
  | 'sessions:write'
  | 'sessions:read'
  | 'jobs:write'
  | 'jobs:read'
  | 'files:write'
  | 'files:read'
  | 'workflows:read'
  | 'workflows:write'
  | 'events:read';

export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

export interface ApiKey {
  key: string;
  scopes: string[];
}

export interface Account {
  id: string;
  name: string;
  keys: ApiKey[];
  default_project_id: string;
  agent_id: string;
}

export interface SessionRecord {
  id: string;
  account_id: string;
  agent_id: string;
  created_at: string;
  updated_at: string;
  depth: number;
  factcheck_enabled: boolean;
  overlay_id: string | null;
  parent_kind: string | null;
  parent_schedule_id: string | null;
  parent_session_id: string | null;
  parent_user_id: string | null;
  preamble: string;
  project_id: string;
  running: boolean;
  source_card_id: string | null;
  status: string;
  title: string;
}

export interface MessageRecord {
  id: string;
  session_id: string;
  role: 'user' | 'assistant';
  text: string;
  created_at: string;
}

type ArtifactKind = 'markdown' | 'html' | 'code' | 'json' | 'text' | 'image' | 'binary';

export interface ArtifactRecord {
  id: string;
  artifact_id: string;
  session_id: string;
  version: number;
  title: string;
  kind: ArtifactKind;
  content_type: string;
  filename: string;
  content: string;
  encoding?: 'base64';
  created_at: string;
}

export interface JobRecord {
  id: string;
  account_id: string;
  agent_id: string;
  project_id: string;
  primary_session_id: string;
  state: string;
  title: string;
  description: string;
  failure_reason: string | null;
  last_activity: string;
  last_active_at: string;
  planning: boolean;
  created_at: string;
  updated_at: string;
}

export interface FileRecord {
  id: string;
  account_id: string;
  session_id: string;
  filename: string;
  content_type: string;
  size_bytes: number;
  path: string;
  kind: string;
  artifact_key: string | null;
  title: string;
  changelog: string | null;
  version: number;
  pinned: boolean;
  created_at: string;
  disk_path: string;
}

export interface WorkflowRecord {
  id: string;
  contract: string[];
  input: JsonObject;
  version: number;
  ui: Record<string, JsonObject>;
  ui_version: Record<string, number>;
  contention: boolean;
}
