import { availableParallelism } from 'node:os';
import { FairSlots } from './fair-slots';

/**
 * How much heavy work (reading uploaded files, ADR 037) runs at once on this instance: by default one job
 * per core but one (the event loop's), and at least two, so one user's long file never holds every slot.
 * Each job is its own process (ADR 011); an owner (user) holds at most half the slots.
 */
export function workSlots(workers = Math.max(2, availableParallelism() - 1)): FairSlots {
  return new FairSlots(workers, Math.max(1, Math.floor(workers / 2)));
}
