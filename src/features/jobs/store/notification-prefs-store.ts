// Whether the person opted in to a browser notification when a job starts needing input.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface NotificationPrefsState {
  enabled: boolean;
  actions: {
    setEnabled: (enabled: boolean) => void;
  };
}

export const useNotificationPrefsStore = create<NotificationPrefsState>()(
  persist((set) => ({ enabled: false, actions: { setEnabled: (enabled) => set({ enabled }) } }), {
    name: 'agent-console:needs-input-notifications',
    storage: createJSONStorage(() => window.localStorage),
    partialize: (s) => ({ enabled: s.enabled }),
  }),
);
