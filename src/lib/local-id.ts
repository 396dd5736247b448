/** A random id for something made on this device before the service knows it (a send, an upload). */
export function newLocalId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}
