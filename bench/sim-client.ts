// The harness's side door into the simulator: control endpoints and the service itself as the demo
// account, straight to the server (never through the fault proxy).

const DEMO_KEY = 'aws_demo_key';
export const DEMO_ACCOUNT_ID = '11111111-1111-4111-8111-111111111111';

export interface DumpJob {
  id: string;
  account_id: string;
  state: string;
  title: string;
  primary_session_id: string;
}

export interface DumpMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
}

interface DumpWorkflow {
  id: string;
  input: Record<string, unknown>;
  version: number;
}

export interface Dump {
  jobs: DumpJob[];
  messages: Record<string, DumpMessage[]>;
  workflows: DumpWorkflow[];
  sessions: { id: string; running: boolean; account_id: string }[];
}

export class SimClient {
  constructor(readonly baseUrl: string) {}

  async control<T = unknown>(
    path: string,
    body?: unknown,
    method: 'GET' | 'POST' = body === undefined ? 'GET' : 'POST',
  ): Promise<T> {
    const response = await fetch(`${this.baseUrl}/__control/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async api<T = unknown>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${DEMO_KEY}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  dump(): Promise<Dump> {
    return this.control<Dump>('dump');
  }

  /** Creates a chat and returns its id, whatever the dialect wraps it in. */
  async createChat(): Promise<string> {
    const { status, body } = await this.api<Record<string, unknown>>('POST', '/v1/sessions', {});
    const record = (body.data ?? body.session ?? body) as Record<string, unknown>;
    if (status >= 300 || typeof record.id !== 'string')
      throw new Error(`create chat: ${status} ${JSON.stringify(body)}`);
    return record.id;
  }
}
