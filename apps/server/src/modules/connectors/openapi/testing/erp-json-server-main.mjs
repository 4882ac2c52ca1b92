/**
 * Test peer: json-server 0.17 (from npm) serving ./erp-db.json as a REST API
 * — _page/_limit and _start/_limit paging with Link and X-Total-Count
 * headers, field=value and field_gte/_lte filters, PATCH/POST/DELETE — plus
 * its OpenAPI document at /openapi.json. Run as a child process:
 * `node erp-json-server-main.mjs PORT`; it listens on 127.0.0.1 only and keeps
 * its data in memory (the file is never written).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsonServer from 'json-server';

const __dirname = path.dirname(fileURLToPath(import.meta.url));

const port = Number(process.argv[2]);
const data = JSON.parse(fs.readFileSync(path.join(__dirname, 'erp-db.json'), 'utf8'));
const openapi = fs.readFileSync(path.join(__dirname, 'erp-openapi.json'), 'utf8');

const server = jsonServer.create();
server.get('/openapi.json', (_req, res) => res.type('application/json').send(openapi));
server.use(jsonServer.defaults({ logger: false, static: path.join(__dirname, 'no-static') }));
server.use((req, _res, next) => {
  process.stdout.write(`${req.method} ${req.originalUrl}\n`);
  next();
});
server.use(jsonServer.router(data));
server.listen(port, '127.0.0.1', () => process.stdout.write(`json-server listening on ${port}\n`));
