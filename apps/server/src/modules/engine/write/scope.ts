import { buildCatalog } from '../catalog/build-catalog';
import type { EngineSystem } from '../soe-local';
import { tokenize } from '../read/normalize';
import { SchemaPhrases } from '../candidates/schema-phrases';
import { readCommand } from './command';
import { entityHint } from './target';

/**
 * Whether a write-shaped sentence names something of this system — a table
 * ('deal …', 'invoice …') or a field ('the stage of …') — judged from the
 * stored schema alone, with no data access. Used before refusing a read-only
 * user, so that "update me on sales to date" is answered as a question while
 * "set the stage of deal X to Won" is refused without any system being read.
 */
export function aimsAtSystem(question: string, system: Pick<EngineSystem, 'name' | 'schema'>): boolean {
  const readings = readCommand(question);
  if (!readings.length) return false;
  const phrases = new SchemaPhrases(buildCatalog(system.name, system.schema));
  return readings.some(
    (r) =>
      entityHint(tokenize(r.target), { phrases }).entities.length > 0 ||
      (r.field !== undefined &&
        phrases.lookup(tokenize(r.field)).some((h) => h.target.kind === 'column' && !h.partial)),
  );
}
