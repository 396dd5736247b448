import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api/errors';
import { baseUrlProblem } from '@/config/base-url';
import { useSettingsActions, useSettingsStore } from '@/lib/storage/connection-settings';
import { signOutEverywhere } from '@/lib/storage/sign-out';
import { checkConnectionMutation } from '../api/check-connection';

export function SettingsForm() {
  const saved = useSettingsStore.getState();
  const [baseUrl, setBaseUrl] = useState(saved.baseUrl);
  const [apiKey, setApiKey] = useState(saved.apiKey);
  const [remember, setRemember] = useState(saved.remember);
  const rememberHintId = useId();
  const [signedOut, setSignedOut] = useState(false);
  const [refusedBaseUrl, setRefusedBaseUrl] = useState<string>();
  const { save } = useSettingsActions();

  const check = useMutation(checkConnectionMutation());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Only an http(s) Base URL is saved; anything else is refused here, in words.
    const problem = baseUrlProblem(baseUrl);
    setRefusedBaseUrl(problem);
    if (problem) {
      // Nothing was tried this time: an earlier check's result would contradict the refusal.
      check.reset();
      return;
    }
    const next = { baseUrl, apiKey, remember };
    save(next);
    setSignedOut(false);
    check.mutate(useSettingsStore.getState());
  };

  const onSignOut = () => {
    // The key and every trace of its account leave every storage, in every open tab; the query
    // cache is reset by the account change itself (forget-account.ts). A tab without a key signs
    // out of the service its Base URL field names (every key of it, in every tab: sign-out.ts).
    void signOutEverywhere(baseUrl.trim());
    check.reset();
    setApiKey('');
    setRemember(false);
    setSignedOut(true);
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Connection settings">
      <TextField
        label="Base URL"
        value={baseUrl}
        onValueChange={setBaseUrl}
        placeholder={window.location.origin}
        inputMode="url"
        verbatim
        autoComplete="url"
        hint="Where the Agent Work Service is. Leave empty to use this site's own origin."
      />
      <TextField
        label="API key"
        type="password"
        value={apiKey}
        onValueChange={setApiKey}
        verbatim
        hint="Created in the service's Settings under API keys."
      />
      <div>
        <label className="flex items-center gap-2 self-start text-sm pointer-coarse:min-h-11 pointer-coarse:pr-2">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            aria-describedby={rememberHintId}
            className="h-4 w-4 pointer-coarse:h-6 pointer-coarse:w-6"
          />
          Remember on this device
        </label>
        {/* The key of a sign-in not remembered lives in this tab only, and the drafts are filed
            under the key: another tab or a new window has neither until the same key is given. */}
        <p id={rememberHintId} className="mt-1 ml-6 text-xs text-slate-600 dark:text-slate-400">
          {remember
            ? 'Your drafts and unsent messages are kept on this device, for every tab.'
            : 'Not remembered: your drafts and unsent messages are kept for this tab only. A new tab or window starts without them until you sign in there with the same key.'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={check.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onSignOut}>
          Sign out
        </Button>
      </div>
      <div>
        {check.isPending ? <p role="status">Checking the connection…</p> : null}
        {check.isSuccess ? (
          <p role="status" className="font-medium text-emerald-700 dark:text-emerald-400">
            Connected
          </p>
        ) : null}
        {signedOut ? (
          <p role="status">
            Signed out. The key, and what this app kept on this device for every key of this service, are
            gone.
          </p>
        ) : null}
      </div>
      {refusedBaseUrl ? <ErrorAlert title="Base URL refused" error={new Error(refusedBaseUrl)} /> : null}
      {check.isError ? <ErrorAlert title={failureTitle(check.error)} error={check.error} /> : null}
    </form>
  );
}

/** A key that only lacks events:read still works for everything else: say exactly that. */
function failureTitle(error: unknown): string {
  if (isApiError(error) && error.status === 403 && error.scope === 'events:read')
    return 'Connected, but live updates are off';
  return 'Could not connect';
}
