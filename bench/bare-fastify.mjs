// The baseline for bench/http.mjs: a bare Fastify 5 server with one JSON route and nothing else
// (no plugins, no logging), answering a list shaped like GET /api/conversations with 20 rows.
//   PORT=3001 node bench/bare-fastify.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const stamp = new Date().toISOString();
const rows = Array.from({ length: 20 }, (_, i) => ({
  id: 20 - i,
  title: `Bench conversation ${20 - i}`,
  createdAt: stamp,
  updatedAt: stamp,
}));
app.get('/json', async () => rows);
await app.listen({ port: Number(process.env.PORT ?? 3001), host: '127.0.0.1' });
console.log('ready');
