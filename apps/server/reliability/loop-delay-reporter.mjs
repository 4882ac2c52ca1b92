/**
 * Test-only: loaded with `node --import` into a SOE child started with an IPC channel (the noisy-neighbour
 * benchmark, reliability 13). It keeps one event-loop delay histogram (`monitorEventLoopDelay`, 5 ms
 * resolution) that the parent resets and reads between phases of a run:
 *   parent → child  {loopDelay: 'reset'}            starts a new phase
 *   parent → child  {loopDelay: 'read', id}         asks for the phase's figures
 *   child → parent  {loopDelay: {id, p50, p90, p99, max, mean, count}} in ms
 * The product itself exposes none of this; nothing here is served over HTTP.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;

if (process.send) {
  process.on('message', (message) => {
    if (!message || typeof message !== 'object' || !('loopDelay' in message)) return;
    if (message.loopDelay === 'reset') return histogram.reset();
    if (message.loopDelay !== 'read') return;
    process.send({
      loopDelay: {
        id: message.id,
        p50: ms(histogram.percentile(50)),
        p90: ms(histogram.percentile(90)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        mean: ms(histogram.mean),
        count: histogram.count,
      },
    });
  });
  // The channel never keeps the server alive: shutdown behaves as without the reporter.
  process.channel?.unref();
}
