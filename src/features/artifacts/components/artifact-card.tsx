// One artifact with all its revisions. The newest is shown and followed as new ones arrive,
// until the person picks a revision (that pins it, and the address says which:
// ?artifact=ID&version=N). Text artifacts can compare any two revisions.
import { Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PanelErrorBoundary } from '@/components/ui/error-boundary';
import { PartUnavailable } from '@/components/ui/part-unavailable';
import { saveBlob } from '@/lib/download';
import type { ArtifactGroup } from '../lib/group-revisions';
import { isTextKind, viewerKindOf } from '@/domain/artifacts/artifact-kind';
import { downloadNameOf } from '../lib/artifact-content';
import { downloadBlobOf } from '../lib/artifact-download';
import { ArtifactViewer } from './artifact-viewer';
import { VersionSelect } from './version-select';
import { lazyComponent } from '@/lib/lazy-component';

// The comparison is its own chunk, fetched when someone compares: a chat's first visit skips it.
const RevisionDiff = lazyComponent(
  () => import('./revision-diff').then((module) => module.RevisionDiff),
  () => <PartUnavailable what="The comparison" />,
);

function pinnedFromUrl(params: URLSearchParams, artifactId: string, count: number): number | undefined {
  if (params.get('artifact') !== artifactId) return undefined;
  const version = Number(params.get('version'));
  return Number.isInteger(version) && version >= 1 && version <= count ? version : undefined;
}

export function ArtifactCard({ group }: { group: ArtifactGroup }) {
  const [params, setParams] = useSearchParams();
  const count = group.revisions.length;
  const [pinned, setPinned] = useState(() => pinnedFromUrl(params, group.artifactId, count));
  const [comparing, setComparing] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const cardRef = useRef<HTMLLIElement>(null);
  const linked = params.get('artifact') === group.artifactId;

  // A deep link may name a revision that arrives a moment later: adopt it when it does.
  const fromUrl = pinnedFromUrl(params, group.artifactId, count);
  const [adopted, setAdopted] = useState(fromUrl);
  if (fromUrl !== adopted) {
    setAdopted(fromUrl);
    if (fromUrl !== undefined) setPinned(fromUrl);
  }
  useEffect(() => {
    if (linked) cardRef.current?.scrollIntoView({ block: 'nearest' });
  }, [linked]);

  const shown = Math.min(pinned ?? count, count);
  const revision = group.revisions[shown - 1];
  if (!revision) return null;
  const kind = viewerKindOf(revision);

  const pick = (version: number) => {
    const follow = version === count;
    setPinned(follow ? undefined : version);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('artifact', group.artifactId);
        if (follow) next.delete('version');
        else next.set('version', String(version));
        return next;
      },
      { replace: true },
    );
  };

  // A table's escaping code is fetched on the click (artifact-download.ts); offline it may not come.
  const download = () => {
    setDownloadFailed(false);
    downloadBlobOf(revision)
      .then((blob) => {
        if (blob) saveBlob(blob, downloadNameOf(revision, shown));
      })
      .catch(() => setDownloadFailed(true));
  };

  return (
    <li ref={cardRef} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <article aria-label={group.title}>
        <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="min-w-0 break-words font-semibold">{group.title}</h3>
          <span className="text-xs text-slate-600 dark:text-slate-400">{kind}</span>
          <p className="ml-auto text-sm font-medium">
            Version {shown} of {count}
          </p>
        </div>
        <div className="mb-2 flex flex-wrap items-center gap-2">
          <VersionSelect
            label={`Revision of ${group.title}`}
            hideLabel
            value={shown}
            count={count}
            onChange={pick}
            className="py-1 text-sm"
          />
          {pinned !== undefined && pinned < count ? (
            <Button variant="ghost" onClick={() => pick(count)} className="text-xs">
              Show latest
            </Button>
          ) : null}
          <span className="ml-auto flex gap-2">
            {isTextKind(kind) && count > 1 ? (
              <Button
                variant="secondary"
                aria-expanded={comparing}
                onClick={() => setComparing((value) => !value)}
                className="text-xs"
              >
                {comparing ? 'Hide changes' : 'Compare versions'}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              onClick={download}
              disabled={revision.content === undefined}
              aria-label={`Download ${group.title} version ${shown}`}
              className="text-xs"
            >
              Download
            </Button>
          </span>
        </div>
        {downloadFailed ? (
          <p role="alert" className="mb-2 text-sm text-rose-800 dark:text-rose-300">
            The download could not be prepared: part of the app could not be fetched. Try again once online.
          </p>
        ) : null}
        <PanelErrorBoundary label="The artifact viewer" resetKey={revision.revisionId}>
          <ArtifactViewer revision={revision} />
        </PanelErrorBoundary>
        {comparing ? (
          <Suspense
            fallback={<p className="text-xs text-slate-600 dark:text-slate-400">Loading the changes…</p>}
          >
            <RevisionDiff title={group.title} revisions={group.revisions} initialTo={shown} />
          </Suspense>
        ) : null}
      </article>
    </li>
  );
}
