import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { ConnectorError } from '../connector';

/**
 * The SDK's failures as ConnectorErrors a user can act on. The SDK's own texts
 * quote whole response bodies; only the status or the server's one-line
 * JSON-RPC message is kept.
 */
export function mcpError(err: unknown, host: string): ConnectorError {
  if (err instanceof ConnectorError) return err;
  const cause = (err as { cause?: unknown })?.cause;
  if (cause instanceof ConnectorError) return cause; // the request-forgery guard's refusal
  if (err instanceof StreamableHTTPError) {
    const status = err.code;
    if (status === 401)
      return new ConnectorError(
        `The MCP server at ${host} refused the API key (401). Check the key and connect again.`,
        'auth',
      );
    if (status === 403) return new ConnectorError(`The MCP server at ${host} denied access (403).`, 'forbidden');
    if (status === 404)
      return new ConnectorError(
        `There is no MCP endpoint at this URL on ${host} (404). Use the server's Streamable HTTP endpoint, often ending in /mcp.`,
        'config',
      );
    if (status === 405 || status === 406 || status === 415)
      return new ConnectorError(`${host} does not speak MCP over Streamable HTTP at this URL (${status}).`, 'config');
    if (status === 429)
      return new ConnectorError(
        `The MCP server at ${host} is limiting the request rate (429). Try again shortly.`,
        'rate_limited',
      );
    if (status !== undefined && status >= 500)
      return new ConnectorError(`The MCP server at ${host} reported a server error (${status}).`, 'network');
    return new ConnectorError(
      `The MCP server at ${host} rejected the request${status ? ` (${status})` : ''}.`,
      'query',
    );
  }
  if (err instanceof McpError) {
    if (err.code === ErrorCode.RequestTimeout)
      return new ConnectorError(`The MCP server at ${host} did not answer in time.`, 'timeout');
    if (err.code === ErrorCode.ConnectionClosed)
      return new ConnectorError(`The MCP server at ${host} closed the connection.`, 'network');
    const text = err.message
      .replace(/^MCP error -?\d+:\s*/, '')
      .split('\n')[0]!
      .slice(0, 300);
    return new ConnectorError(
      `The MCP server at ${host} answered with an error: ${text}`,
      err.code === ErrorCode.InvalidParams ? 'query' : 'unsupported',
    );
  }
  const code = String((cause as { code?: unknown })?.code ?? (err as { code?: unknown })?.code ?? '');
  if (code === 'ECONNREFUSED')
    return new ConnectorError(`Could not reach the MCP server at ${host}: the connection was refused.`, 'network');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new ConnectorError(`Could not reach the MCP server at ${host}: the host name was not found.`, 'network');
  if ((err as { name?: string })?.name === 'AbortError' || (err as { name?: string })?.name === 'TimeoutError') {
    return new ConnectorError(`The MCP server at ${host} did not answer in time.`, 'timeout');
  }
  return new ConnectorError(`Could not talk to the MCP server at ${host}.`, 'network');
}
