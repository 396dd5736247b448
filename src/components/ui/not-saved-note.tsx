// What a person is told of something they sent that this device refused to store (storage full or
// turned off): it lives in this tab alone until it is sent. One sentence for messages and answers.
export function NotSavedNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-xs font-medium text-amber-900 dark:text-amber-200 ${className}`}>
      Not saved on this device: keep this tab open until it is sent.
    </p>
  );
}
