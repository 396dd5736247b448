// The navigation state that opens a chat ready to type in: "New chat" (the Chats screen and the
// palette) sends it, and the message box takes focus when it is there. History state is read as
// unknown data: only `{ compose: true }` counts.
export const COMPOSE = Object.freeze({ compose: true });

export function wantsCompose(state: unknown): boolean {
  return typeof state === 'object' && state !== null && Object.hasOwn(state, 'compose')
    ? (state as { compose?: unknown }).compose === true
    : false;
}
