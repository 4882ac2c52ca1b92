import type { FastifyBaseLogger } from 'fastify';
import type { SoeLocal } from '../engine';
import type { Answer, Answerer } from '../chat/service';
import type { SystemsService } from '../systems/service';
import { ConnectorError } from '../connectors/connector';

/**
 * Produces the assistant's answer with the active provider. SOE Local is the
 * built-in provider: the question becomes a structured query over the user's
 * systems, run in the systems themselves.
 */
export function createAnswerer(deps: { engine: SoeLocal; systems: SystemsService; log: FastifyBaseLogger; now?: () => Date }): Answerer {
  return async (user, input, control): Promise<Answer> => {
    const systems = await deps.systems.engineSystems(user, input.systemIds, control.signal);
    try {
      const result = await deps.engine.answer(input.question, systems, { now: deps.now?.() ?? new Date(), mode: input.mode });
      return { text: result.text, systemSources: result.systemSources };
    } catch (error) {
      if (error instanceof ConnectorError) {
        return { text: `Error: the connected system could not answer: ${error.message}`, systemSources: [] };
      }
      deps.log.error({ err: error }, 'SOE Local failed on a question');
      throw error;
    }
  };
}
