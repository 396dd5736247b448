// Whether the person opted in to a browser notification when a job starts needing input.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { deviceStorage } from '@/lib/storage/safe-storage';

interface NotificationPrefsState {
  enabled: boolean;
  actions: {
    setEnabled: (enabled: boolean) => void;
  };
}

export const useNotificationPrefsStore = create<NotificationPrefsState>()(
  persist((set) => ({ enabled: false, actions: { setEnabled: (enabled) => set({ enabled }) } }), {
    name: 'agent-console:needs-input-notifications',
    storage: deviceStorage(),
    partialize: (s) => ({ enabled: s.enabled }),
  }),
);
