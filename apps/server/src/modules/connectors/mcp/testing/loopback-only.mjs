/**
 * Preloaded (node --import) into the MCP reference server in tests: it listens
 * on every interface and takes no host setting, so this makes every TCP
 * listen bind to 127.0.0.1 instead (a test server never listens beyond loopback).
 */
import net from 'node:net';

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function loopbackListen(...args) {
  const [first, ...rest] = args;
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    const callback = rest.find((a) => typeof a === 'function');
    return listen.call(this, { port: Number(first), host: '127.0.0.1' }, callback);
  }
  if (
    first &&
    typeof first === 'object' &&
    !('path' in first) &&
    !('fd' in first) &&
    !('handle' in first) &&
    !('_handle' in first)
  ) {
    return listen.call(this, { ...first, host: '127.0.0.1' }, ...rest);
  }
  return listen.apply(this, args);
};
