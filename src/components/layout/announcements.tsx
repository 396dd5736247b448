// The polite live region every live change speaks through (lib/announcer). Visually hidden: what
// it says is already on screen for those who can see it.
import { useAnnouncer } from '@/lib/announcer/announcer-store';

export function Announcements() {
  const spoken = useAnnouncer((s) => s.spoken);
  return (
    <div role="status" aria-label="Announcements" aria-live="polite" aria-atomic="true" className="sr-only">
      <span key={spoken.seq}>{spoken.text}</span>
    </div>
  );
}
