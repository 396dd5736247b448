// A zustand store kept per account: persisted under the account's key (version 1 unless the store
// says otherwise) and registered, so an account switch or a sign out empties and reloads it.
// Curried like zustand's own `create<S>()(…)`, so the stored shape is inferred from `partialize`.
import { create, type StateCreator } from 'zustand';
import { persist, type PersistOptions } from 'zustand/middleware';
import { accountStorage, registerAccountStore } from './account-storage';

export const createAccountStore =
  <S>() =>
  <P>(
    initializer: StateCreator<S, [['zustand/persist', unknown]], []>,
    options: Omit<PersistOptions<S, P>, 'storage'> & { partialize: (state: S) => P },
  ) =>
    registerAccountStore(
      create<S>()(persist(initializer, { version: 1, storage: accountStorage<P>(), ...options })),
    );
