import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { stringify } from 'yaml';
import { inventoryDocument } from './document';

/**
 * A small inventory REST service described by its own OpenAPI document (served
 * at /openapi.json and /openapi.yaml), for the OpenAPI connector's tests. It
 * behaves as its document says — bearer auth, limit/offset paging capped at
 * 10, filtering, 404/400 with JSON error bodies — and records every request.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface Item {
  id: number;
  sku: string;
  name: string;
  category: string;
  quantity: number;
  unitPrice: number;
  active: boolean;
  updatedAt: string;
  supplier: { id: number; name: string };
}

export interface InventoryServiceOptions {
  /** The bearer token the service accepts (default 'inventory-token'). */
  token?: string;
  /** Answer the document without requiring the token (default true, as most services publish it). */
  publicDocument?: boolean;
}

export interface InventoryService {
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  items: Item[];
  close(): Promise<void>;
}

const CATEGORIES = ['Tools', 'Fasteners', 'Paint', 'Electrical', 'Plumbing'];
const SUPPLIERS = [
  { id: 1, name: 'Acme Supply', country: 'US', since: '2019-04-01' },
  { id: 2, name: 'Nordic Parts', country: 'SE', since: '2021-09-15' },
  { id: 3, name: 'Kanto Trading', country: 'JP', since: '2023-01-20' },
];

/** 25 items with fixed values, so tests can check sums exactly. */
export function seedItems(): Item[] {
  return Array.from({ length: 25 }, (_, i) => {
    const supplier = SUPPLIERS[i % SUPPLIERS.length]!;
    return {
      id: i + 1,
      sku: `SKU-${String(i + 1).padStart(4, '0')}`,
      name: `Item ${i + 1}`,
      category: CATEGORIES[i % CATEGORIES.length]!,
      quantity: (i * 7) % 40,
      unitPrice: Math.round((2.5 + i * 1.25) * 100) / 100,
      active: i % 4 !== 0,
      updatedAt: new Date(Date.UTC(2025, 0, 1 + i, 12)).toISOString(),
      supplier: { id: supplier.id, name: supplier.name },
    };
  });
}

export async function startInventoryService(options: InventoryServiceOptions = {}): Promise<InventoryService> {
  const token = options.token ?? 'inventory-token';
  const requests: RecordedRequest[] = [];
  const items = seedItems();
  const json = JSON.stringify(inventoryDocument, null, 2);
  const yaml = stringify(inventoryDocument);

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = undefined;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
      ),
      body,
    });
    const send = (status: number, payload?: unknown, type = 'application/json') => {
      res.writeHead(status, payload === undefined ? {} : { 'content-type': type });
      res.end(payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    const authorised = req.headers.authorization === `Bearer ${token}`;

    if (url.pathname === '/openapi.json' || url.pathname === '/openapi.yaml') {
      if (options.publicDocument === false && !authorised)
        return send(401, { message: 'Authentication required', code: 'unauthorized' });
      return url.pathname.endsWith('.json') ? send(200, json) : send(200, yaml, 'application/yaml');
    }
    if (!url.pathname.startsWith('/api/v1/'))
      return send(404, { message: `No route ${url.pathname}`, code: 'not_found' });
    if (!authorised) return send(401, { message: 'Invalid or missing bearer token', code: 'unauthorized' });

    const route = url.pathname.slice('/api/v1'.length);
    const itemMatch = /^\/items\/([^/]+)$/.exec(route);
    if (route === '/items' && req.method === 'GET') {
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      if (!Number.isInteger(limit) || limit < 1 || limit > 10)
        return send(400, { message: 'limit must be an integer from 1 to 10', code: 'bad_request' });
      if (!Number.isInteger(offset) || offset < 0)
        return send(400, { message: 'offset must be a non-negative integer', code: 'bad_request' });
      const category = url.searchParams.get('category');
      const matching = category ? items.filter((i) => i.category === category) : items;
      return send(200, { items: matching.slice(offset, offset + limit), total: matching.length });
    }
    if (route === '/items' && req.method === 'POST') {
      const input = body as Partial<Item> | undefined;
      const missing = ['sku', 'name', 'category', 'quantity', 'unitPrice'].filter(
        (k) => input?.[k as keyof Item] === undefined,
      );
      if (missing.length) return send(400, { message: `Missing fields: ${missing.join(', ')}`, code: 'bad_request' });
      const created: Item = {
        id: Math.max(0, ...items.map((i) => i.id)) + 1,
        sku: String(input!.sku),
        name: String(input!.name),
        category: String(input!.category),
        quantity: Number(input!.quantity),
        unitPrice: Number(input!.unitPrice),
        active: true,
        updatedAt: new Date().toISOString(),
        supplier: { id: SUPPLIERS[0]!.id, name: SUPPLIERS[0]!.name },
      };
      items.push(created);
      return send(201, created);
    }
    if (itemMatch && (req.method === 'GET' || req.method === 'DELETE')) {
      const index = items.findIndex((i) => String(i.id) === decodeURIComponent(itemMatch[1]!));
      if (index < 0)
        return send(404, { message: `Item ${decodeURIComponent(itemMatch[1]!)} not found`, code: 'not_found' });
      if (req.method === 'GET') return send(200, items[index]);
      items.splice(index, 1);
      return send(204);
    }
    if (route === '/suppliers' && req.method === 'GET') return send(200, SUPPLIERS);
    if (route === '/categories' && req.method === 'GET') {
      return send(200, [
        {
          name: 'Hardware',
          children: [
            { name: 'Tools', children: [] },
            { name: 'Fasteners', children: [] },
          ],
        },
        { name: 'Paint', children: [] },
      ]);
    }
    return send(405, { message: `${req.method} ${route} is not supported`, code: 'method_not_allowed' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    items,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
