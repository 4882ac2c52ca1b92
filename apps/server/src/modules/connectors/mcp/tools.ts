import type { OperationDescriptor, OperationResult } from '../connector';
import { recordList, recordsTable } from '../records';

/**
 * MCP tools and resources as SOE operations, and a tool's result as an
 * operation result. The tool's annotations decide read versus write:
 * readOnlyHint true is a read; readOnlyHint false or destructiveHint true a
 * write. A tool without either is a read only when its name says so plainly
 * (get_…, list_…, search_…, read_…); any other unknown one counts as a write,
 * so it needs write access and the user's confirmation.
 */

export interface McpTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  annotations?: { title?: string; readOnlyHint?: boolean; destructiveHint?: boolean };
}

export interface McpResource {
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
}

export const RESOURCE_PREFIX = 'resource:';
const MAX_ROWS = 1000;

/** Names that say a tool only reads: get_weather, list-files, searchNodes, read_graph … */
const READ_NAME = /^(get|list|search|read|fetch|find|query|lookup|describe|show|view|count)(?:[-_ ]|(?=[A-Z])|$)/i;

export function toolKind(tool: McpTool): 'read' | 'write' {
  const a = tool.annotations;
  if (a?.readOnlyHint === true) return 'read';
  if (a?.readOnlyHint === false || a?.destructiveHint === true) return 'write';
  return READ_NAME.test(tool.name) ? 'read' : 'write';
}

export function toolOperation(tool: McpTool): OperationDescriptor {
  return {
    id: tool.name,
    kind: toolKind(tool),
    title: tool.title || tool.annotations?.title || tool.name,
    description: tool.description?.trim() || tool.name,
    inputSchema: tool.inputSchema,
  };
}

/** Reading a listed resource is a read operation without input. */
export function resourceOperation(resource: McpResource): OperationDescriptor {
  return {
    id: `${RESOURCE_PREFIX}${resource.uri}`,
    kind: 'read',
    title: resource.title || resource.name,
    description:
      resource.description?.trim() ||
      `Reads the resource ${resource.uri}${resource.mimeType ? ` (${resource.mimeType})` : ''}.`,
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  };
}

type ContentBlock =
  | { type: 'text'; text: string }
  | { type: 'image' | 'audio'; mimeType: string }
  | { type: 'resource_link'; uri: string; name?: string }
  | { type: 'resource'; resource: { uri: string; text?: string; mimeType?: string } }
  | { type: string; [key: string]: unknown };

export interface ToolResult {
  content?: ContentBlock[];
  structuredContent?: unknown;
  isError?: boolean;
}

export function toolResult(result: ToolResult): OperationResult {
  const parts = (result.content ?? []).map(contentText).filter((t) => t !== '');
  const structured = result.structuredContent;
  const text = parts.length
    ? parts.join('\n\n')
    : structured !== undefined
      ? JSON.stringify(structured, null, 2)
      : '(no content)';
  const out: OperationResult = { text, ...(result.isError ? { isError: true } : {}) };
  const records = recordList(structured);
  return records ? { ...out, ...recordsTable(records, MAX_ROWS) } : out;
}

function contentText(block: ContentBlock): string {
  switch (block.type) {
    case 'text':
      return String(block.text ?? '');
    case 'image':
    case 'audio':
      return `[${block.type}: ${String(block.mimeType ?? 'binary')}]`;
    case 'resource_link':
      return `[resource: ${String(block.name ?? block.uri)} ${String(block.uri)}]`;
    case 'resource': {
      const resource = block.resource as { uri: string; text?: string };
      return typeof resource?.text === 'string' ? resource.text : `[resource: ${String(resource?.uri)}]`;
    }
    default:
      return '';
  }
}
