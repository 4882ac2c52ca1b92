import type { FastifyBaseLogger } from 'fastify';
import type { ModelMessage } from 'ai';
import { and, desc, eq } from 'drizzle-orm';
import { canWrite, writeBlock } from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { EngineSystem, SoeLocal, StoredReading } from '../engine';
import type { Answer, AnswerControl, AnswerInput, Answerer } from '../chat/service';
import type { CurrentUser } from '../auth/session-user';
import type { SystemsService } from '../systems/service';
import { ConnectorError } from '../connectors/connector';
import { AppError } from '../../lib/errors';
import { answerWithTools, isToolSystem, toolsOffered, type ToolAnswer } from './local-tools';
import { answerWithModel } from './model-answerer';
import { answerFromPassages } from './passage-answer';
import { SOE_LOCAL, type ProviderRegistry } from './providers/registry';
import type { DocumentSource } from './sources';
import type { CrossSystems, WorkedExample, WriteProposer } from './tools';

const PASSAGES_SHOWN = 3;
/** A read tool run for SOE Local answers within this. */
const TOOL_TIMEOUT_MS = 15_000;

/**
 * Produces the assistant's answer with SOE Local, the built-in provider: the
 * question becomes a structured query over the user's systems and tabular
 * documents, run in the systems themselves. When no table answers it, passages
 * of the user's documents that match are quoted with their sources.
 */
export interface AnswererDeps {
  engine: SoeLocal;
  systems: SystemsService;
  documents?: DocumentSource;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Plain write commands ("set the stage of deal X to Won") become confirmable proposals (modules/writes). */
  localWrites?: {
    proposeFromQuestion(
      user: CurrentUser,
      question: string,
      systems: EngineSystem[],
      conversationId: number,
    ): Promise<Answer | null>;
    /** A tool call that may change data, as a proposal the user confirms (a write card). */
    propose?(
      user: CurrentUser,
      input: { conversationId: number; systemId: number; operationId: string; input: Record<string, unknown> },
    ): Promise<{ id: number }>;
  };
  /** Linked pairs of the user's sources, combined for questions that need both (modules/cross). */
  cross?: CrossSystems;
  /** Verified questions (modules/verified): a question a person verified on one of the systems is answered with its reading. */
  verified?: {
    answer(question: string, systems: EngineSystem[], now: Date): Promise<Answer | null>;
    /** The verified questions closest to a question, as structured queries: a model's worked examples. */
    examples?(question: string, systems: EngineSystem[], now: Date): Promise<WorkedExample[]>;
  };
  /** With these, a user whose active provider is a language model gets the tool loop. */
  models?: {
    providers: ProviderRegistry;
    db: Db;
    writes?: WriteProposer;
    maxSteps: number;
    timeoutMs: number;
    stallMs: number;
  };
}

/**
 * The chat's answerer: the user's active provider — SOE Local, or a language
 * model working through SOE's tools.
 */
export function createAnswerer(deps: AnswererDeps): Answerer {
  const local = createLocalAnswerer(deps);
  const models = deps.models;
  if (!models) return local;
  return async (user, input, control) => {
    const provider = await models.providers.resolve(user.id);
    if (provider.id === SOE_LOCAL || !('model' in provider)) return local(user, input, control);
    return answerWithModel(user, input, control, {
      providerName: provider.name,
      model: provider.model,
      history: await historyOf(models.db, input.conversationId, input.question),
      tools: {
        user,
        conversationId: input.conversationId,
        systemIds: input.systemIds,
        documentIds: input.documentIds,
        mode: input.mode,
        canWrite: canWrite(user),
        now: deps.now?.() ?? new Date(),
        systems: deps.systems,
        engine: deps.engine,
        documents: deps.documents,
        cross: deps.cross,
        writes: models.writes,
        examples: deps.verified?.examples?.bind(deps.verified),
      },
      maxSteps: models.maxSteps,
      timeoutMs: models.timeoutMs,
      stallMs: models.stallMs,
    });
  };
}

const HISTORY_MESSAGES = 20;

/** The conversation so far as model messages (answered turns only), without the question being answered. */
async function historyOf(db: Db, conversationId: number, question: string): Promise<ModelMessage[]> {
  const rows = await db
    .select({ role: schema.messages.role, content: schema.messages.content, status: schema.messages.status })
    .from(schema.messages)
    .where(and(eq(schema.messages.conversationId, conversationId)))
    .orderBy(desc(schema.messages.id))
    .limit(HISTORY_MESSAGES + 1);
  const ordered = rows.reverse();
  if (ordered.length && ordered[ordered.length - 1].role === 'user' && ordered[ordered.length - 1].content === question)
    ordered.pop();
  return ordered
    .filter((row) => row.status === 'complete')
    .map((row) =>
      row.role === 'user'
        ? { role: 'user' as const, content: row.content }
        : { role: 'assistant' as const, content: row.content },
    );
}

function createLocalAnswerer(deps: AnswererDeps): Answerer {
  const proposeTool = async (
    user: CurrentUser,
    conversationId: number,
    call: NonNullable<ToolAnswer['propose']>,
  ): Promise<Answer> => {
    if (!deps.localWrites?.propose)
      return {
        text: `"${call.title}" in ${call.systemName} may change data; it needs a language model to run here.`,
        systemSources: [call.systemName],
      };
    try {
      const proposal = await deps.localWrites.propose(user, {
        conversationId,
        systemId: call.systemId,
        operationId: call.operationId,
        input: call.input,
      });
      return {
        text: `"${call.title}" in ${call.systemName} may change data, so it runs only once you confirm it:\n\n${writeBlock(proposal.id)}`,
        systemSources: [call.systemName],
      };
    } catch (error) {
      // Refused (no write access, bad input): the service's own message, recorded in the audit log.
      if (error instanceof AppError) return { text: error.message, systemSources: [call.systemName] };
      throw error;
    }
  };
  return async (user: CurrentUser, input: AnswerInput, control: AnswerControl): Promise<Answer> => {
    const scope = { conversationId: input.conversationId, documentIds: input.documentIds };
    // Documents attached to the message are read first, alone; the conversation's systems answer what they cannot.
    const attached = !!input.documentIds?.length;
    // A question that names its systems or documents ("… in Chinook", "in targets.csv") reads only those.
    const systems: EngineSystem[] =
      attached || (input.systemsOnly && !input.systemIds?.length)
        ? []
        : await deps.systems.engineSystems(user, input.systemIds, control.signal);
    const readDocuments = !!deps.documents && (input.systemsOnly || input.documentIds !== undefined ? attached : true);
    if (readDocuments) systems.push(...(await deps.documents!.engineSystems(user, scope, control.signal)));
    try {
      if (input.mode !== 'external') {
        const write = await deps.localWrites?.proposeFromQuestion(user, input.question, systems, input.conversationId);
        if (write) return write;
      }
      // MCP servers: a read tool the question names, with its inputs from the question.
      const tool = await answerWithTools(input.question, systems, async (systemId, operationId, args) => {
        const { session } = await deps.systems.connection(user, systemId);
        if (!session.invoke) throw new ConnectorError('This system cannot run tools.', 'unsupported');
        return session.invoke(operationId, args, {
          allowWrite: false,
          timeoutMs: TOOL_TIMEOUT_MS,
          signal: control.signal,
        });
      });
      if (tool?.propose) return proposeTool(user, input.conversationId, tool.propose);
      if (tool) return tool;
      if (input.mode !== 'external' && deps.verified) {
        const verified = await deps.verified.answer(input.question, systems, deps.now?.() ?? new Date());
        if (verified) return verified;
      }
      // Linked pairs of sources in scope, read as one when a question needs both (modules/cross).
      const ask = async (among: EngineSystem[]) => {
        const combined = (await deps.cross?.withCrossSystems(user, among, control.signal)) ?? [];
        return deps.engine.answer(input.question, [...among, ...combined], {
          now: deps.now?.() ?? new Date(),
          mode: input.mode,
          previous: input.previous as StoredReading | undefined,
          prefer: input.prefer,
        });
      };
      let result = await ask(systems);
      // The question needs two systems and the user's plan does not combine them: a 402 with the plan's text.
      if (result.locked) throw new AppError('payment_required', result.text);
      if (!result.understood && readDocuments && input.mode !== 'external') {
        // Text passages only: a spreadsheet is a table, and one of its rows is no answer to a question its table could not read.
        const passages = await deps.documents!.search(user, input.question, scope, PASSAGES_SHOWN, { textOnly: true });
        if (passages.length) return answerFromPassages(input.question, passages);
      }
      if (attached && !input.systemsOnly && (!result.understood || result.empty || result.readAs)) {
        // What the attached documents cannot answer, or answer only in part ("I read this as …"), goes to the
        // conversation's systems, the documents still among them: a question may need a document and a system
        // together (revenue from the Demo Company by the account managers a spreadsheet lists).
        const wider = await deps.systems.engineSystems(user, input.systemIds, control.signal);
        const other = wider.length ? await ask([...wider, ...systems]) : null;
        if (other?.locked) throw new AppError('payment_required', other.text);
        const better = !result.understood || (result.empty && !other?.empty) || (!!result.readAs && !other?.readAs);
        if (other?.understood && better) result = other;
      }
      if (!result.understood && systems.some(isToolSystem)) {
        // Only tool servers in scope: the engine's "could not map" says nothing useful about them.
        const onlyTools = systems.every((s) => isToolSystem(s) || !s.schema.entities.length);
        return {
          text: onlyTools
            ? toolsOffered(systems)
            : `${result.text}

${toolsOffered(systems)}`,
          systemSources: result.systemSources,
        };
      }
      return {
        text: result.text,
        systemSources: result.systemSources,
        reading: result.reading,
        queries: result.queries,
        readAs: result.readAs,
        alternatives: result.alternatives,
        // Only a connected system has business terms to save the meaning in (not a document or a tool).
        unknownTerm:
          result.unknownTerm && typeof result.unknownTerm.systemId === 'number'
            ? { ...result.unknownTerm, systemId: result.unknownTerm.systemId }
            : undefined,
      };
    } catch (error) {
      if (error instanceof ConnectorError) {
        return { text: `Error: the connected system could not answer: ${error.message}`, systemSources: [] };
      }
      deps.log.error({ err: error }, 'SOE Local failed on a question');
      throw error;
    }
  };
}
