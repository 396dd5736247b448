// A new build of the app is installed and waiting: the shell offers "Reload" and the person
// decides when. `reload` is set while one is ready, and is what the button does.
import { create } from 'zustand';

interface NewVersionState {
  reload: (() => void) | undefined;
  offer: (reload: () => void) => void;
}

export const useNewVersion = create<NewVersionState>()((set) => ({
  reload: undefined,
  offer: (reload) => set({ reload }),
}));
