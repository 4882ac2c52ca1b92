/**
 * Reliability check 10 (docs/reliability.md): steady, moderate load on one SOE
 * process for RELIABILITY_SOAK_SECONDS (default 60; the documented long run is 1800). Users ask
 * questions answered by the streaming OpenAI fake, start new conversations, and reconnect their
 * sockets (cleanly or by dropping them). The child is started with soak-reporter.mjs, which
 * prints its heap, RSS, event-loop delay and live resources every second; the test also reads
 * /proc/<pid> (VmRSS, open file descriptors) and times /healthz. After a warm-up it asserts that
 * memory, event-loop lag and open handles stay flat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiFake } from '@soe/fakes/openai';
import {
  answerText,
  ask,
  Client,
  MB,
  median,
  percentile,
  questionTag,
  registerUsers,
  sleep,
  slope,
  type AskResult,
  type ChatSocket,
  type RelDatabase,
  type SoeProcess,
  startDeployment,
  type Deployment,
} from './support-chat';

const SOAK_SECONDS = Number(process.env.RELIABILITY_SOAK_SECONDS ?? 60);
const USERS = Number(process.env.RELIABILITY_SOAK_USERS ?? 10);
const WARMUP_SECONDS = Math.min(30, Math.max(15, Math.round(SOAK_SECONDS / 10)));
const WORDS = 20;
const CHUNK_DELAY_MS = 5;
/** Between a user's questions: a steady, moderate load rather than a flood. */
const THINK_MS = 200;
/** Every user starts a new conversation every 5 questions and reconnects its socket every 8. */
const QUESTIONS_PER_CONVERSATION = 5;
const QUESTIONS_PER_SOCKET = 8;

let fake: OpenAiFake;
let db: RelDatabase;
let soe: SoeProcess;
let deployment: Deployment;

beforeAll(async () => {
  deployment = await startDeployment({ reporter: true });
  ({ fake, db } = deployment);
  soe = deployment.instances[0]!;
});

afterAll(async () => deployment?.stop());

interface Reading {
  t: number;
  rss: number;
  fds: number;
  healthzMs: number;
}

describe('10. soak', () => {
  it(
    `${USERS} users for ${SOAK_SECONDS} s after a ${WARMUP_SECONDS} s warm-up: memory, event-loop lag and open handles stay flat`,
    async () => {
      await new Client(soe.baseURL).register('rel-soak-owner');
      const users = await registerUsers(soe.baseURL, 'rel-soak-', USERS);
      await db.query(
        `update "user" set subscription_tier = 'enterprise' where username like 'rel-soak-%' and not is_owner`,
      );
      await Promise.all(users.map((user) => user.useModel()));

      const turn = (request: { body: unknown }) => ({
        text: answerText(questionTag(request.body), WORDS),
        chunkDelayMs: CHUNK_DELAY_MS,
      });
      const turns = () => Array.from({ length: 20_000 }, () => turn);
      fake.script(turns());

      // The test's own readings, once a second: /proc and a /healthz round trip.
      const readings: Reading[] = [];
      const started = Date.now();
      let reading = true;
      const reader = (async () => {
        while (reading) {
          const t0 = Date.now();
          const ok = (await fetch(`${soe.baseURL}/healthz`).catch(() => null))?.ok;
          const healthzMs = ok ? Date.now() - t0 : Infinity;
          readings.push({ t: Date.now() - started, ...soe.procStats(), healthzMs });
          // The fake records every request: forget them now and then (both calls in one tick, so no request sees an empty script).
          if (fake.requests.length > 2_000) {
            fake.reset();
            fake.script(turns());
          }
          await sleep(1_000 - ((Date.now() - t0) % 1_000));
        }
      })();

      const results: AskResult[] = [];
      let reconnects = 0;
      /** Runs every user's loop until `until`; every socket is closed at the end. */
      const load = async (phase: string, seconds: number) => {
        const until = Date.now() + seconds * 1000;
        await Promise.all(
          users.map(async (user, i) => {
            let socket: ChatSocket | undefined;
            let conversationId = 0;
            for (let n = 0; Date.now() < until; n++) {
              if (n % QUESTIONS_PER_CONVERSATION === 0)
                conversationId = await user.conversation(`Soak ${phase} ${i} ${n}`);
              if (n % QUESTIONS_PER_SOCKET === 0) {
                // Half the reconnects are clean closes, half are dropped connections (no close frame).
                if (socket && (n / QUESTIONS_PER_SOCKET) % 2 === 0) socket.close();
                else socket?.terminate();
                if (socket) reconnects++;
                socket = await user.socket({ resumeFrom: socket?.lastEventId });
              }
              const tag = `Q-${i}-${phase === 'warm-up' ? n : 100_000 + n}`;
              results.push(await ask(user, socket!, conversationId, tag, answerText(tag, WORDS)));
              await sleep(THINK_MS);
            }
            socket?.close();
          }),
        );
      };
      /** After the load: sockets closed, in-flight work done; wait a moment and read the idle process. */
      const idle = async () => {
        await sleep(3_000);
        const samples = soe.samples.slice(-2);
        return {
          ...soe.procStats(),
          resources: Math.max(...samples.map((s) => s.resources)),
          ...(await soe.collectGarbage()),
        };
      };

      await load('warm-up', WARMUP_SECONDS);
      const warmResults = results.length;
      const idleBefore = await idle();
      const mainStart = Date.now() - started;
      const mainStartReporter = soe.samples.at(-1)!.t;
      await load('soak', SOAK_SECONDS);
      const mainEnd = Date.now() - started;
      const mainEndReporter = soe.samples.at(-1)!.t;
      const idleAfter = await idle();
      reading = false;
      await reader;

      const soak = results.slice(warmResults);
      const failures = results.filter((r) => !r.ok);
      const during = soe.samples.filter((s) => s.t > mainStartReporter && s.t <= mainEndReporter);
      const readingsDuring = readings.filter((r) => r.t > mainStart && r.t <= mainEnd);
      const thirds = <T>(list: T[]) =>
        [list.slice(0, Math.floor(list.length / 3)), list.slice(Math.ceil((2 * list.length) / 3))] as const;
      const [heapFirst, heapLast] = thirds(during.map((s) => s.heapUsed));
      const [rssFirst, rssLast] = thirds(readingsDuring.map((r) => r.rss));
      const floors = during.flatMap((s) => (s.heapAfterMajorGc === null ? [] : [s.heapAfterMajorGc]));
      const [fdsFirst, fdsLast] = thirds(readingsDuring.map((r) => r.fds));
      const lagP99s = during.map((s) => s.lagP99);
      const healthz = readingsDuring.map((r) => r.healthzMs);
      const mb = (bytes: number) => +(bytes / MB).toFixed(1);
      const figures = {
        seconds: SOAK_SECONDS,
        users: USERS,
        answers: soak.length,
        answersPerSecond: +(soak.length / SOAK_SECONDS).toFixed(1),
        errors: failures.length,
        socketReconnects: reconnects,
        answerP50Ms: percentile(
          soak.map((r) => r.httpMs),
          50,
        ),
        answerP95Ms: percentile(
          soak.map((r) => r.httpMs),
          95,
        ),
        heapFirstThirdMB: mb(median(heapFirst)),
        heapLastThirdMB: mb(median(heapLast)),
        heapSlopeMBPerMin: +slope(during.map((s) => [s.t / 60_000, s.heapUsed / MB])).toFixed(2),
        heapAfterFullGcsMB: floors.map(mb),
        rssFirstThirdMB: mb(median(rssFirst)),
        rssLastThirdMB: mb(median(rssLast)),
        fdsFirstThird: median(fdsFirst),
        fdsLastThird: median(fdsLast),
        lagP50Ms: median(during.map((s) => s.lagP50)),
        lagP99MedianMs: median(lagP99s),
        lagP99WorstSecondMs: Math.max(...lagP99s),
        lagP99P95SecondsMs: percentile(lagP99s, 95),
        healthzP50Ms: median(healthz),
        healthzP99Ms: percentile(healthz, 99),
        startHeapMB: mb(soe.samples[0]!.heapUsed),
        startRssMB: mb(soe.samples[0]!.rss),
        idleBefore: {
          fds: idleBefore.fds,
          resources: idleBefore.resources,
          retainedHeapMB: mb(idleBefore.heapUsed),
          outsideHeapMB: mb(idleBefore.outsideHeap),
          externalMB: mb(idleBefore.external),
          rssMB: mb(idleBefore.rss),
        },
        idleAfter: {
          fds: idleAfter.fds,
          resources: idleAfter.resources,
          retainedHeapMB: mb(idleAfter.heapUsed),
          outsideHeapMB: mb(idleAfter.outsideHeap),
          externalMB: mb(idleAfter.external),
          rssMB: mb(idleAfter.rss),
        },
        retainedPerAnswerBytes: Math.round((idleAfter.heapUsed - idleBefore.heapUsed) / Math.max(1, soak.length)),
      };
      console.log(`[reliability 10] soak figures ${JSON.stringify(figures)}`);
      if (failures.length) console.log(`[reliability 10] first failures ${JSON.stringify(failures.slice(0, 5))}`);

      expect(failures).toEqual([]);
      expect(during.length).toBeGreaterThanOrEqual(SOAK_SECONDS * 0.8); // the reporter kept reporting
      // Memory under load: the heap just after each full collection (the floor of the GC sawtooth),
      // last third's median within 20 % + 24 MB of the first third's. Not heapUsed or RSS between
      // collections: V8 lets garbage pile up longer when more is retained, so a 60 s window can
      // catch one rising edge of a sawtooth (CI saw RSS 366 → 477 MB with the retained heap flat).
      expect(floors.length).toBeGreaterThanOrEqual(3);
      const [floorsFirst, floorsLast] = thirds(floors);
      expect(median(floorsLast)).toBeLessThanOrEqual(median(floorsFirst) * 1.2 + 24 * MB);
      // Memory outside V8's heap that JS objects hold (Buffers, ArrayBuffers: V8's `external`), idle
      // after a full collection, before and after the soak. Not RSS, nor RSS minus the committed heap:
      // what the allocator keeps after a burst swings both ways between idle readings of one run
      // (181-352 MB with the retained heap at 118 MB), so a check on it fails at random.
      expect(idleAfter.external).toBeLessThanOrEqual(idleBefore.external * 1.2 + 32 * MB);
      // The heap retained after a full collection, idle before and after the soak: what a leak keeps.
      expect(idleAfter.heapUsed).toBeLessThanOrEqual(idleBefore.heapUsed * 1.1 + 8 * MB);
      // Event loop: the typical second's p99 delay stays under 100 ms, and 95 % of the seconds under
      // 500 ms (on a shared 2-core machine the delay also counts time the process waits for a core).
      expect(figures.lagP99MedianMs).toBeLessThanOrEqual(100);
      expect(figures.lagP99P95SecondsMs).toBeLessThanOrEqual(500);
      expect(figures.healthzP99Ms).toBeLessThanOrEqual(1_000);
      // Open handles: flat under load, and back where they were once the load stops.
      expect(median(fdsLast)).toBeLessThanOrEqual(median(fdsFirst) + 5);
      expect(idleAfter.fds).toBeLessThanOrEqual(idleBefore.fds + 5);
      expect(idleAfter.resources).toBeLessThanOrEqual(idleBefore.resources + 5);
    },
    (SOAK_SECONDS + 180) * 1000,
  );
});
