import { MAX_DESCRIPTION_CHARS } from '../engine/structured/describe';
import type { ToolContext } from './tools';
import { systemsInScope } from './tools/query-data';

/** Systems described in the prompt itself; more are listed by list_systems and described on request. */
const SYSTEMS_IN_PROMPT = 4;

/**
 * The catalogs of the systems in scope, written into the model's instructions so its first step can be the query:
 * bounded as a whole (MAX_DESCRIPTION_CHARS shared between the systems), the tables the question names first. A
 * system that cannot be read now is left to the tools, which say why.
 */
export async function catalogContext(ctx: ToolContext, question: string): Promise<string> {
  try {
    const systems = (await systemsInScope(ctx)).filter((s) => !s.locked);
    if (!systems.length) return '';
    const shown = systems.slice(0, SYSTEMS_IN_PROMPT);
    const share = Math.floor(MAX_DESCRIPTION_CHARS / shown.length);
    const parts = await Promise.all(
      shown.map(async (s) => {
        const text = await ctx.engine.describeForModel(s, { question, maxChars: share }).catch(() => null);
        return text && `systemId ${JSON.stringify(s.id)}: ${text}`;
      }),
    );
    const more = systems.length - shown.length;
    // Questions a person verified, closest to this one, with the query each runs: the model's worked examples.
    const examples = (await ctx.examples?.(question, systems, ctx.now).catch(() => [])) ?? [];
    const worked = examples.map(
      (e) =>
        `Verified example: "${e.question}" → query_data ${JSON.stringify({ systemId: e.systemId, query: e.query })}`,
    );
    return [
      ...parts.filter(Boolean),
      ...(more > 0 ? [`${more} more systems: see list_systems and describe_system.`] : []),
      ...(worked.length ? [worked.join('\n')] : []),
    ].join('\n\n');
  } catch {
    return '';
  }
}
