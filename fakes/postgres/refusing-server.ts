import net from 'node:net';

/**
 * Test support: a PostgreSQL wire-protocol stub that asks for a cleartext
 * password and always refuses it, like a server with password auth (the local
 * test server trusts everyone, so it cannot produce this error).
 */
export async function startRefusingPgServer(): Promise<{
  port: number;
  received: string[];
  close: () => Promise<void>;
}> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = Buffer.alloc(0);
    let startupSeen = false;
    let user = '';
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!startupSeen) {
          if (buffer.length < 4) return;
          const len = buffer.readInt32BE(0);
          if (buffer.length < len) return;
          const params = buffer.subarray(8, len).toString('utf8').split('\0');
          user = params[params.indexOf('user') + 1] ?? '';
          buffer = buffer.subarray(len);
          startupSeen = true;
          const auth = Buffer.alloc(9);
          auth.write('R', 0);
          auth.writeInt32BE(8, 1);
          auth.writeInt32BE(3, 5); // AuthenticationCleartextPassword
          socket.write(auth);
          continue;
        }
        if (buffer.length < 5) return;
        const len = buffer.readInt32BE(1);
        if (buffer.length < len + 1) return;
        if (buffer[0] === 0x70 /* 'p' */) received.push(buffer.subarray(5, len).toString('utf8').replace(/\0$/, ''));
        buffer = buffer.subarray(len + 1);
        const fields =
          ['SFATAL', 'VFATAL', 'C28P01', `Mpassword authentication failed for user "${user}"`]
            .map((f) => `${f}\0`)
            .join('') + '\0';
        const body = Buffer.from(fields, 'utf8');
        const err = Buffer.alloc(5);
        err.write('E', 0);
        err.writeInt32BE(body.length + 4, 1);
        socket.end(Buffer.concat([err, body]));
        return;
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
