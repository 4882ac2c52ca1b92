/**
 * The OpenAPI 3.0 document of the fake inventory service. It uses the parts of
 * the specification real documents use and the connector has to handle: a
 * relative server URL, local $refs (schemas, parameters, responses), a
 * recursive schema, limit/offset paging, a list wrapped in an object and a
 * bare array, path/query/header parameters, a JSON request body and a bearer
 * security scheme.
 */
export const inventoryDocument = {
  openapi: '3.0.3',
  info: { title: 'Inventory API', version: '1.4.0', description: 'Stock items and their suppliers.' },
  servers: [{ url: '/api/v1' }],
  security: [{ bearer: [] }],
  paths: {
    '/items': {
      get: {
        operationId: 'listItems',
        summary: 'List stock items',
        description: 'Stock items, newest first, paged with limit and offset.',
        parameters: [
          { $ref: '#/components/parameters/Limit' },
          { $ref: '#/components/parameters/Offset' },
          { name: 'category', in: 'query', description: 'Only items of this category', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'A page of items',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ItemPage' } } },
          },
          '401': { $ref: '#/components/responses/Unauthorized' },
        },
      },
      post: {
        operationId: 'createItem',
        summary: 'Create a stock item',
        parameters: [
          {
            name: 'X-Request-Id',
            in: 'header',
            required: false,
            schema: { type: 'string' },
            description: 'Idempotency key',
          },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/NewItem' } } },
        },
        responses: {
          '201': {
            description: 'The created item',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
          '400': { $ref: '#/components/responses/BadRequest' },
        },
      },
    },
    '/items/{itemId}': {
      parameters: [{ name: 'itemId', in: 'path', required: true, description: 'Item id', schema: { type: 'integer' } }],
      get: {
        operationId: 'getItem',
        summary: 'Get one stock item',
        responses: {
          '200': {
            description: 'The item',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
      delete: {
        summary: 'Delete a stock item',
        responses: { '204': { description: 'Deleted' }, '404': { $ref: '#/components/responses/NotFound' } },
      },
    },
    '/suppliers': {
      get: {
        operationId: 'listSuppliers',
        summary: 'List suppliers',
        responses: {
          '200': {
            description: 'Every supplier',
            content: {
              'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Supplier' } } },
            },
          },
        },
      },
    },
    '/categories': {
      get: {
        operationId: 'listCategories',
        summary: 'The category tree',
        responses: {
          '200': {
            description: 'Categories',
            content: {
              'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Category' } } },
            },
          },
        },
      },
    },
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    parameters: {
      Limit: {
        name: 'limit',
        in: 'query',
        description: 'Page size',
        schema: { type: 'integer', minimum: 1, maximum: 10, default: 10 },
      },
      Offset: {
        name: 'offset',
        in: 'query',
        description: 'Items to skip',
        schema: { type: 'integer', minimum: 0, default: 0 },
      },
    },
    responses: {
      Unauthorized: {
        description: 'Missing or wrong token',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
      NotFound: {
        description: 'No such item',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
      BadRequest: {
        description: 'Invalid input',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
    schemas: {
      Item: {
        type: 'object',
        required: ['id', 'sku', 'name', 'category', 'quantity', 'unitPrice'],
        properties: {
          id: { type: 'integer', format: 'int64' },
          sku: { type: 'string', description: 'Stock keeping unit' },
          name: { type: 'string' },
          category: { type: 'string' },
          quantity: { type: 'integer', description: 'Units in stock' },
          unitPrice: { type: 'number', format: 'double', description: 'Price per unit in USD' },
          active: { type: 'boolean' },
          updatedAt: { type: 'string', format: 'date-time' },
          supplier: { $ref: '#/components/schemas/Supplier' },
        },
      },
      NewItem: {
        type: 'object',
        required: ['sku', 'name', 'category', 'quantity', 'unitPrice'],
        properties: {
          sku: { type: 'string' },
          name: { type: 'string' },
          category: { type: 'string' },
          quantity: { type: 'integer', minimum: 0 },
          unitPrice: { type: 'number', minimum: 0 },
        },
      },
      ItemPage: {
        type: 'object',
        properties: {
          items: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
          total: { type: 'integer' },
        },
      },
      Supplier: {
        type: 'object',
        required: ['id', 'name'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          country: { type: 'string' },
          since: { type: 'string', format: 'date' },
        },
      },
      Category: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Category' } },
        },
      },
      Error: { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' } } },
    },
  },
} as const;
