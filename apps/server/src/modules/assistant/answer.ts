import type { FastifyBaseLogger } from 'fastify';
import type { EngineSystem, SoeLocal } from '../engine';
import type { Answer, Answerer } from '../chat/service';
import type { SystemsService } from '../systems/service';
import { ConnectorError } from '../connectors/connector';
import type { DocumentPassage, DocumentSource } from './sources';

const PASSAGES_SHOWN = 3;

/**
 * Produces the assistant's answer with SOE Local, the built-in provider: the
 * question becomes a structured query over the user's systems and tabular
 * documents, run in the systems themselves. When no table answers it, passages
 * of the user's documents that match are quoted with their sources.
 */
export function createAnswerer(deps: { engine: SoeLocal; systems: SystemsService; documents?: DocumentSource; log: FastifyBaseLogger; now?: () => Date }): Answerer {
  return async (user, input, control): Promise<Answer> => {
    const scope = { conversationId: input.conversationId, documentIds: input.documentIds };
    // Documents attached to the message scope the answer to them alone.
    const systems: EngineSystem[] = input.documentIds?.length ? [] : await deps.systems.engineSystems(user, input.systemIds, control.signal);
    if (deps.documents) systems.push(...(await deps.documents.engineSystems(user, scope, control.signal)));
    try {
      const result = await deps.engine.answer(input.question, systems, { now: deps.now?.() ?? new Date(), mode: input.mode });
      if (!result.understood && deps.documents && input.mode !== 'external') {
        const passages = await deps.documents.search(user, input.question, scope, PASSAGES_SHOWN);
        if (passages.length) return passagesAnswer(passages);
      }
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

/** Quotes the best passages; each source is 'name' or 'name, page N'. */
export function passagesAnswer(passages: DocumentPassage[]): Answer {
  const cite = (p: DocumentPassage) => (p.page ? `${p.name}, page ${p.page}` : p.name);
  const quoted = passages.map((p) => `> ${p.text.replace(/\s+/g, ' ').trim()}\n\n— ${cite(p)}`).join('\n\n');
  const sources = [...new Set(passages.map(cite))];
  return { text: `From your documents:\n\n${quoted}`, systemSources: sources };
}
