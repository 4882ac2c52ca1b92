/**
 * Test-only: loaded with `node --import` into a SOE child by the soak check
 * (reliability check 10, docs/reliability.md). Once a second it writes one line to stderr,
 * `SOE_SAMPLE {json}`, with the process's memory, the event-loop delay of the
 * last second and the number of live resources (sockets, timers, handles).
 * On `gc` from stdin it collects garbage and prints the retained heap and the memory outside
 * V8's heap (`SOE_GC {json}`).
 * The product itself exposes none of this; nothing here is served over HTTP.
 */
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const started = Date.now();
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;

// The heap just after each full (mark-compact) collection under load: the floor of V8's sawtooth,
// which is what a leak raises. heapUsed between collections mostly measures garbage not yet
// collected, and V8 lets it grow further before collecting when more is retained.
let afterMajorGc = null;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) afterMajorGc = process.memoryUsage().heapUsed;
}).observe({ entryTypes: ['gc'] });

const timer = setInterval(() => {
  const memory = process.memoryUsage();
  const sample = {
    t: Date.now() - started,
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    heapAfterMajorGc: afterMajorGc,
    lagP50: ms(histogram.percentile(50)),
    lagP99: ms(histogram.percentile(99)),
    lagMax: ms(histogram.max),
    // Minus this reporter's own interval timer.
    resources: process.getActiveResourcesInfo().length - 1,
  };
  histogram.reset();
  afterMajorGc = null;
  process.stderr.write(`SOE_SAMPLE ${JSON.stringify(sample)}\n`);
}, 1_000);
// Never what keeps the process alive: shutdown behaves as without the reporter.
timer.unref();

// The heap the process really retains: when the test writes `gc` to the child's stdin (only while
// the process is idle), collect garbage — the child runs with --expose-gc — and print `SOE_GC {json}`.
// Not a signal: close-with-grace treats SIGUSR2 and the other usual ones as "shut down".
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  if (!chunk.includes('gc')) return;
  globalThis.gc?.();
  globalThis.gc?.();
  const memory = process.memoryUsage();
  process.stderr.write(
    `SOE_GC ${JSON.stringify({ t: Date.now() - started, heapUsed: memory.heapUsed, outsideHeap: memory.rss - memory.heapTotal, external: memory.external })}\n`,
  );
});
process.stdin.unref();
