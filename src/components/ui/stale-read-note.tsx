// What a screen says when a re-read failed and it still shows what was loaded before (offline, a
// cut): a quiet line, not an alert over the kept data. The header already says Offline; the next
// reconnect reads again. An alert is for a read that failed with nothing to show.
export function StaleReadNote() {
  return (
    <p role="status" className="text-xs text-rose-800 dark:text-rose-300">
      The last re-read failed; showing what was loaded before.
    </p>
  );
}
