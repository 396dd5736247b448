// The answer panel is its own chunk, with the markdown renderer its question needs: a board
// shows it only once someone goes to answer. Both are fetched together (on the first hover or
// focus of an "Answer" button, through preloadAnswerPanel), so the question appears rendered,
// never as plain text that re-lays-out and moves the choices under the pointer.
import { Suspense, type ComponentProps } from 'react';
import { PartUnavailable } from '@/components/ui/part-unavailable';
import type * as AnswerPanelModuleNs from './answer-panel';
import { lazyComponent } from '@/lib/lazy-component';

type AnswerPanelModule = typeof AnswerPanelModuleNs;
let loading: Promise<AnswerPanelModule> | undefined;
const load = () =>
  (loading ??= Promise.all([
    import('./answer-panel'),
    // Markdown's own module too comes with the panel: the board shows no markdown.
    import('@/components/markdown/markdown').then((markdown) =>
      markdown.preloadMarkdown({ gfmExtras: true }),
    ),
  ]).then(
    ([module]) => module,
    (error: unknown) => {
      loading = undefined; // a failed fetch may be tried again
      throw error;
    },
  ));

/** Starts fetching the panel and its renderer: on a sign that someone is about to answer. */
export function preloadAnswerPanel() {
  void load().catch(() => undefined);
}

const AnswerPanel = lazyComponent(
  () => load().then((module) => module.AnswerPanel),
  () => <PartUnavailable what="The answer form" />,
);

export function LazyAnswerPanel(props: ComponentProps<AnswerPanelModule['AnswerPanel']>) {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Loading the question…
        </p>
      }
    >
      <AnswerPanel {...props} />
    </Suspense>
  );
}
