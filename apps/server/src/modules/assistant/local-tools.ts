import type { OperationDescriptor, OperationResult } from '../connectors/connector';
import type { EngineSystem } from '../engine';

/**
 * SOE Local on systems made of tools (MCP servers): it has no language model
 * to choose a tool and write its arguments, so it runs a read-only tool only
 * when the question names the tool (or all the words of its title) and every
 * required input can be read from the question — numbers in order, quoted
 * text, an allowed value, or the words after the tool's name. Listed
 * resources can be listed and shown. Anything else gets a plain answer that a
 * language model is needed, with what the server offers.
 */

export interface ToolAnswer {
  text: string;
  systemSources: string[];
  /** A tool that may change data, named with its inputs: to be proposed for confirmation, never run here. */
  propose?: {
    systemId: number;
    systemName: string;
    operationId: string;
    title: string;
    input: Record<string, unknown>;
  };
}

type Invoke = (systemId: number, operationId: string, input: Record<string, unknown>) => Promise<OperationResult>;

const RESOURCE = 'resource:';
const MAX_TEXT = 6000;
const SHOWN = 12;
const GENERIC = new Set([
  'get',
  'list',
  'search',
  'read',
  'fetch',
  'find',
  'show',
  'view',
  'the',
  'a',
  'an',
  'of',
  'for',
  'tool',
  'and',
  'to',
  'by',
  'with',
  'from',
  'in',
  'on',
]);

/** A system whose schema is operations only (an MCP server), by the stored schema. */
export const isToolSystem = (s: EngineSystem): s is EngineSystem & { id: number } =>
  typeof s.id === 'number' && !s.schema.entities.length && (s.schema.operations?.length ?? 0) > 0;

const words = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

interface Match {
  system: EngineSystem & { id: number };
  op: OperationDescriptor;
  /** The question with the words naming the tool taken out, for the inputs. */
  rest: string;
  score: number;
}

function matchOf(
  question: string,
  op: OperationDescriptor,
  purposeToo: boolean,
): { score: number; rest: string } | null {
  const q = question.toLowerCase();
  const plain = q.replace(/[-_]/g, ' ');
  const name = op.id.startsWith(RESOURCE) ? op.title.toLowerCase() : words(op.id).join(' ');
  // Named: the tool's id as written ('get-sum') or as words ('get sum').
  // A name of generic words only ('list', 'search') names nothing in a sentence.
  const meaningful = words(name).some((w) => !GENERIC.has(w));
  for (const form of [op.id.toLowerCase(), name]) {
    if (!form || !meaningful) continue;
    const at = (form === name ? plain : q).search(
      new RegExp(`(^|[^a-z0-9])${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`),
    );
    if (at >= 0) return { score: 3, rest: question.slice(0, at) + ' ' + question.slice(at + form.length + 1) };
  }
  // Its purpose: every meaningful word of its title (only when no table could answer instead).
  if (!purposeToo) return null;
  const title = words(op.title).filter((w) => !GENERIC.has(w));
  const qWords = new Set(words(question).map((w) => w.replace(/s$/, '')));
  if (title.length && title.every((w) => qWords.has(w.replace(/s$/, '')))) {
    const rest = question.replace(new RegExp(`\\b(${title.join('|')})s?\\b`, 'gi'), ' ');
    return { score: 2, rest };
  }
  return null;
}

/** The tool's inputs read from the question, or the required ones that could not be. */
function fillInputs(
  op: OperationDescriptor,
  question: string,
  rest: string,
): { input: Record<string, unknown> } | { missing: string[] } {
  const schema = op.inputSchema ?? {};
  const properties = (schema.properties && typeof schema.properties === 'object' ? schema.properties : {}) as Record<
    string,
    Record<string, unknown>
  >;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const quoted = [...question.matchAll(/["“]([^"”]+)["”]/g)].map((m) => m[1]!);
  const numbers = (rest.replace(/["“][^"”]*["”]/g, ' ').match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const strings = Object.entries(properties).filter(([, p]) => p.type === 'string' && !Array.isArray(p.enum));
  const input: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [key, p] of Object.entries(properties)) {
    const type = Array.isArray(p.type) ? p.type.find((t) => t !== 'null') : p.type;
    let value: unknown;
    if (Array.isArray(p.enum))
      value = p.enum.find(
        (v) =>
          typeof v === 'string' && new RegExp(`\\b${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(question),
      );
    else if (type === 'number' || type === 'integer') value = numbers.length ? numbers.shift() : undefined;
    else if (type === 'string') {
      if (quoted.length) value = quoted.shift();
      else if (strings.length === 1 && required.has(key)) {
        // The words after the tool's name ('echo hello SOE', 'search nodes for Acme').
        const tail = rest
          .replace(/^[\s,:]*(?:please\s+)?(?:use|call|run|ask|with|the|tool)?\s*/i, '')
          .replace(/^(?:tool\s+)?(?:for|about|with|named|called|on|of|:)\s+/i, '')
          .replace(/[?.!\s]+$/, '')
          .trim();
        value = tail || undefined;
      }
    }
    if (value === undefined) {
      if (required.has(key)) missing.push(typeof p.description === 'string' ? `${key} (${p.description})` : key);
      continue;
    }
    input[key] = type === 'integer' && typeof value === 'number' ? Math.trunc(value) : value;
  }
  return missing.length ? { missing } : { input };
}

function offered(system: EngineSystem): string {
  const ops = system.schema.operations ?? [];
  const tools = ops.filter((o) => !o.id.startsWith(RESOURCE));
  const reads = tools.filter((o) => o.kind === 'read');
  const writes = tools.filter((o) => o.kind === 'write');
  const resources = ops.filter((o) => o.id.startsWith(RESOURCE));
  const list = (xs: OperationDescriptor[]) =>
    xs
      .slice(0, SHOWN)
      .map((o) => `${o.id.startsWith(RESOURCE) ? o.title : o.id}`)
      .join(', ') + (xs.length > SHOWN ? `, and ${xs.length - SHOWN} more` : '');
  const parts = [
    reads.length ? `- Read tools: ${list(reads)}` : '',
    writes.length ? `- Tools that change data (they need write access and your confirmation): ${list(writes)}` : '',
    resources.length ? `- Resources: ${list(resources)}` : '',
  ].filter(Boolean);
  return `**${system.name}** offers:\n${parts.join('\n')}`;
}

/** What to say when no tool can be run for the question: a model is needed, and what each server offers. */
export function toolsOffered(systems: EngineSystem[]): string {
  const tools = systems.filter(isToolSystem);
  return [
    'SOE Local answers from tables, and runs a read-only tool only when the question names it and gives its inputs (e.g. "echo hello" or "get-sum of 19 and 23"). For anything else these tools need a language model: choose one in Settings.',
    ...tools.map(offered),
  ].join('\n\n');
}

const clip = (text: string) =>
  text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}\n… (cut at ${MAX_TEXT} characters)` : text;
const fenced = (text: string) => `\`\`\`\n${clip(text).replace(/```/g, '``\u200b`')}\n\`\`\``;

/** Runs the one read tool or resource the question names, or lists resources; null when none applies. */
export async function answerWithTools(
  question: string,
  systems: EngineSystem[],
  invoke: Invoke,
): Promise<ToolAnswer | null> {
  const tools = systems.filter(isToolSystem);
  if (!tools.length) return null;
  // 'list the resources', 'what resources are there?' (one resource by its name is shown below, like a tool).
  if (/\bresources\b/i.test(question) && /^\s*(?:list|show|what|which)\b/i.test(question)) {
    const withResources = tools.filter((s) => s.schema.operations!.some((o) => o.id.startsWith(RESOURCE)));
    if (withResources.length) {
      const lines = withResources.flatMap((s) =>
        s.schema
          .operations!.filter((o) => o.id.startsWith(RESOURCE))
          .map((o) => `- ${o.title} (${o.id.slice(RESOURCE.length)}) — ${s.name}`),
      );
      return {
        text: `Resources:\n${lines.join('\n')}\n\nAsk "show resource <name>" to read one.`,
        systemSources: withResources.map((s) => s.name),
      };
    }
  }
  const matches: Match[] = [];
  // With tables in scope, 'sum of sales by month' is theirs: a tool must then be named, not just described.
  const purposeToo = systems.every((s) => !s.schema.entities.length);
  for (const system of tools) {
    for (const op of system.schema.operations!) {
      const m = matchOf(question, op, purposeToo);
      if (m) matches.push({ system, op, ...m });
    }
  }
  if (!matches.length) return null;
  const best = Math.max(...matches.map((m) => m.score));
  // The longest name wins among equals ('get-sum' over 'sum').
  const top = matches.filter((m) => m.score === best).sort((a, b) => b.op.id.length - a.op.id.length);
  const chosen = top[0]!;
  if (top.filter((m) => m.op.id.length === chosen.op.id.length).length > 1) {
    return {
      text: `Several tools fit "${question.trim()}": ${top.map((m) => `${m.op.id} (${m.system.name})`).join(', ')}. Name the one to use.`,
      systemSources: [],
    };
  }
  const filled = fillInputs(chosen.op, question, chosen.rest);
  if ('missing' in filled) {
    return {
      text: `${chosen.op.title} (${chosen.system.name}) needs ${filled.missing.join(', ')}. Give ${filled.missing.length > 1 ? 'them' : 'it'} in the question, with text in quotes.`,
      systemSources: [chosen.system.name],
    };
  }
  if (chosen.op.kind !== 'read') {
    // A tool its server does not mark read-only may change data: it is proposed, and runs only once confirmed.
    return {
      text: '',
      systemSources: [chosen.system.name],
      propose: {
        systemId: chosen.system.id,
        systemName: chosen.system.name,
        operationId: chosen.op.id,
        title: chosen.op.title,
        input: filled.input,
      },
    };
  }
  const result = await invoke(chosen.system.id, chosen.op.id, filled.input);
  const shownInput = Object.entries(filled.input)
    .map(([k, v]) => `${k} = ${JSON.stringify(v)}`)
    .join(', ');
  if (result.isError)
    return {
      text: `${chosen.op.title} (${chosen.system.name}) reported a failure:\n\n${fenced(result.text)}`,
      systemSources: [chosen.system.name],
    };
  return {
    text: `${chosen.op.title} (${chosen.system.name})${shownInput ? ` with ${shownInput}` : ''} answered:\n\n${fenced(result.text)}`,
    systemSources: [chosen.system.name],
  };
}
