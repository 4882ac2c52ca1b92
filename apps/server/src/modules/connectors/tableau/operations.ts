import { ConnectorError, type InvokeOptions, type OperationDescriptor, type OperationResult } from '../connector';
import type { Literal } from '../query';
import type { ViewReader } from './read';
import type { TableauRest, TableauWorkbook } from './rest';

/** Tableau's read operations: the site's workbooks, and any view's data (filtered like the view's vf_ URL parameters). */

const SHOWN_ROWS = 50;

export function tableauOperations(): OperationDescriptor[] {
  return [
    {
      id: 'list_workbooks',
      kind: 'read',
      title: 'List workbooks',
      description: 'Lists the workbooks of the Tableau site with their projects.',
      inputSchema: { type: 'object', properties: {}, additionalProperties: false },
    },
    {
      id: 'view_data',
      kind: 'read',
      title: 'View data',
      description: "Reads a view's data (the rows behind the chart), optionally filtered by field values.",
      inputSchema: {
        type: 'object',
        properties: {
          viewId: { type: 'string', description: 'The view id (the entity name in the schema).' },
          filters: {
            type: 'object',
            additionalProperties: { type: 'string' },
            description: 'Field → value, e.g. {"Region": "West"}; several values comma-separated.',
          },
        },
        required: ['viewId'],
        additionalProperties: false,
      },
    },
  ];
}

const plain = (v: Literal | Date): Literal => (v instanceof Date ? v.toISOString().replace('T00:00:00.000Z', '') : v);

export async function invokeTableau(
  rest: TableauRest,
  views: ViewReader,
  id: string,
  input: Record<string, unknown>,
  options: InvokeOptions,
): Promise<OperationResult> {
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)])
    : AbortSignal.timeout(options.timeoutMs);
  if (id === 'list_workbooks') {
    const workbooks = await rest.list<TableauWorkbook>('workbooks', {}, signal);
    const rows = workbooks.map((w) => ({ id: w.id, name: w.name, project: w.project?.name ?? null }));
    return {
      text: rows.map((w) => `${w.name}${w.project ? ` (project ${w.project})` : ''}`).join('\n') || 'No workbooks.',
      columns: ['id', 'name', 'project'],
      rows,
    };
  }
  if (id === 'view_data') {
    const viewId = input?.viewId;
    if (typeof viewId !== 'string' || !viewId.trim())
      throw new ConnectorError('Give the viewId of the view to read.', 'query');
    const filters = Object.entries((input.filters ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => {
      if (typeof v !== 'string') throw new ConnectorError(`The filter on ${k} must be text.`, 'query');
      return [k, v];
    });
    const table = await views.data(viewId.trim(), filters, signal);
    const rows = table.rows.map((r) => Object.fromEntries(table.columns.map((c) => [c, plain(r[c] ?? null)])));
    const shown = rows.slice(0, SHOWN_ROWS).map((r) => table.columns.map((c) => String(r[c] ?? '')).join(' | '));
    const more = rows.length > SHOWN_ROWS ? `\n… ${rows.length - SHOWN_ROWS} more rows` : '';
    return { text: [table.columns.join(' | '), ...shown].join('\n') + more, columns: table.columns, rows };
  }
  throw new ConnectorError(`Tableau has no operation "${id}".`, 'query');
}
