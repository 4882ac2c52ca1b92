import { lazy, Suspense, type ComponentType } from 'react';

type MarkdownModule = typeof import('./markdown');

/**
 * The markdown renderer (react-markdown + remark-gfm + rehype-sanitize, about 50 KB gzip) is its own
 * chunk: the workspace's first paint — the home view, an empty conversation — shows no answer, so it
 * must not wait for it. The chunk is fetched when an answer is about to be shown (a conversation opens,
 * the user starts typing a question) or, at the latest, when an answer renders.
 */
let loading: Promise<MarkdownModule> | undefined;

/** Starts fetching the renderer once; safe to call on every render or keystroke. */
export function preloadMarkdown(): Promise<MarkdownModule> {
  loading ??= import('./markdown').catch((error: unknown) => {
    // A failed fetch (offline, a chunk replaced by a new deployment) may be retried by a later call.
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The text as it will read once rendered, without markdown's layout: the same container and text flow,
 * so the answer is readable at once and the rendered version replaces it in place.
 */
function PlainText({ text }: { text: string }) {
  return (
    <div className="grid gap-2">
      <p className="whitespace-pre-wrap">{text}</p>
    </div>
  );
}

const Renderer = lazy((): Promise<{ default: ComponentType<{ text: string }> }> =>
  preloadMarkdown().then(
    (module) => ({ default: module.Markdown }),
    // The renderer could not be fetched: answers stay readable as plain text (React escapes it), and the
    // page is not broken by a rejected chunk. A reload fetches the renderer again.
    () => ({ default: PlainText }),
  ),
);

/** Assistant text as sanitised markdown (see ./markdown); plain text while the renderer loads. */
export function Markdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<PlainText text={text} />}>
      <Renderer text={text} />
    </Suspense>
  );
}
