import { useSyncExternalStore } from 'react';
import { getProvidedCatalog, subscribeProvidedCatalog, type ProvidedCatalog } from './provided-catalog';

/** The workflows and chats the host named in /agent-console.json (empty until it is read). */
export function useProvidedCatalog(): ProvidedCatalog {
  return useSyncExternalStore(subscribeProvidedCatalog, getProvidedCatalog, getProvidedCatalog);
}
