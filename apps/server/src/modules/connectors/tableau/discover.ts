import type { DiscoveredSchema, SchemaEntity } from '../schema';
import { tableauOperations } from './operations';
import type { ViewReader } from './read';
import type { TableauRest, TableauView, TableauWorkbook } from './rest';

/**
 * A Tableau site as tables: each view is an entity (label 'Workbook / View')
 * whose fields are the columns of its data, typed from the values. Reading a
 * view's data runs its query in Tableau, so only the most viewed views are
 * sampled; the others stay reachable through the 'view data' operation.
 */

export const MAX_SAMPLED_VIEWS = 25;
const PARALLEL = 3;

export async function discoverTableau(rest: TableauRest, views: ViewReader): Promise<DiscoveredSchema> {
  const [workbooks, all] = await Promise.all([
    rest.list<TableauWorkbook>('workbooks'),
    rest.list<TableauView>('views', { includeUsageStatistics: 'true' }),
  ]);
  const workbookName = new Map(workbooks.map((w) => [w.id, w.name]));
  const sampled = all
    .map((v, i) => ({ v, i, uses: Number(v.usage?.totalViewCount ?? 0) }))
    .sort((a, b) => b.uses - a.uses || a.i - b.i)
    .slice(0, MAX_SAMPLED_VIEWS)
    .map((x) => x.v);

  const entities = new Map<string, SchemaEntity>();
  const queue = [...sampled];
  const worker = async () => {
    for (let view = queue.shift(); view; view = queue.shift()) {
      const workbook = workbookName.get(view.workbook?.id ?? '') ?? 'Workbook';
      const label = `${workbook} / ${view.name}`;
      try {
        const data = await views.data(view.id, [], undefined, label);
        entities.set(view.id, {
          name: view.id,
          table: view.name,
          namespace: workbook,
          label,
          fields: data.columns.map((c, i) => ({
            name: c,
            type: data.types[i]!,
            nativeType: `csv:${data.types[i]}`,
            nullable: true,
            isPrimaryKey: false,
          })),
          primaryKey: [],
          rowCount: data.rows.length,
        });
      } catch {
        // A view whose data this token may not read is left out; the others still answer.
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return {
    // Most viewed first, whatever order the samples finished in.
    entities: sampled.map((v) => entities.get(v.id)).filter((e): e is SchemaEntity => e !== undefined),
    relations: [],
    operations: tableauOperations(),
    discoveredAt: new Date().toISOString(),
  };
}
