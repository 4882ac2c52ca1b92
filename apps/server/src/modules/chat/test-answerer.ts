/** Test support for the chat's answer control (stop, streaming). */
import type { Answerer } from './service';

/**
 * A provider double that writes its answer word by word every `stepMs` and
 * honours the stop signal, like a streaming language model. It stands for the
 * provider interface only; the chat service, hub, database and routes are real.
 */
export function streamingAnswerer(words: string[], stepMs: number, progress: { deltas: number }): Answerer {
  return async (_user, _input, control) => {
    let text = '';
    for (const word of words) {
      if (control.signal.aborted) break;
      await new Promise((resolve) => setTimeout(resolve, stepMs));
      if (control.signal.aborted) break;
      const delta = text ? ` ${word}` : word;
      text += delta;
      control.onDelta(delta);
      progress.deltas++;
    }
    return { text, systemSources: ['Streaming double'] };
  };
}

/** Polls until check() holds. */
export async function until(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
