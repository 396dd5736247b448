/** One SSE frame; `event:` only when the dialect names events. Never an `id:` (no replay). */
export function sseFrame(data: unknown, eventName?: string): string {
  const head = eventName ? `event: ${eventName.replace(/[\r\n]/g, '')}\n` : '';
  return `${head}data: ${JSON.stringify(data)}\n\n`;
}

export function rawTypeOf(frame: Record<string, unknown>): string | undefined {
  return typeof frame['type'] === 'string' ? frame['type'] : undefined;
}
