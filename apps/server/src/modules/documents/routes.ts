import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { CreateDocumentRequest, DocumentResponse, ErrorResponse, IdParams, UploadDocumentQuery } from '@soe/shared';
import { AppError } from '../../lib/errors';
import { userOf } from '../../context';
import { requireUser } from '../auth/hooks';
import { attachmentDisposition } from './names';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
/** Room for the multipart framing and the small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const DATA_URL = /^data:[^,;]*(;[^,;]*)*;base64,/;

/** The spec's document calls plus the multipart upload and the download (decisions §7). */
export async function documentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const maxBytes = Math.floor(app.ctx.config.SOE_MAX_UPLOAD_MB * 1024 * 1024);
  const tooLarge = () =>
    new AppError(
      'payload_too_large',
      `The file is larger than the upload limit of ${app.ctx.config.SOE_MAX_UPLOAD_MB} MB.`,
    );
  const documents = () => app.ctx.documents;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });
  r.addHook('preHandler', requireUser);

  r.post(
    '/api/documents/upload',
    {
      schema: {
        tags: ['documents'],
        summary:
          'Upload a file (multipart field "file"; optional field or query "conversationId"); processed in the background',
        querystring: UploadDocumentQuery,
        response: { 201: DocumentResponse, 413: ErrorResponse, ...errors },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      // Refused before a byte of an announced over-size body is read.
      onRequest: async (request: FastifyRequest) => {
        const length = Number(request.headers['content-length']);
        if (Number.isFinite(length) && length > maxBytes + MULTIPART_OVERHEAD) throw tooLarge();
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('bad_request', 'Send the file as multipart/form-data in a field named "file".');
      const part = await request.file().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE'
          ? tooLarge()
          : new AppError('bad_request', 'The upload could not be read.');
      });
      if (!part) throw new AppError('bad_request', 'No file selected. Please select a file to upload.');
      // The part's stream stops at the limit: the body is never held whole.
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE'
          ? tooLarge()
          : new AppError('bad_request', 'The upload was interrupted.');
      });
      if (part.file.truncated) throw tooLarge();
      const field = part.fields.conversationId;
      const fromField = field && !Array.isArray(field) && field.type === 'field' ? Number(field.value) : undefined;
      const conversationId = request.query.conversationId ?? fromField;
      if (conversationId !== undefined && !(Number.isSafeInteger(conversationId) && conversationId > 0))
        throw new AppError('bad_request', 'conversationId must be a positive number');
      const lastModified = part.fields.lastModified;
      const metadata =
        lastModified &&
        !Array.isArray(lastModified) &&
        lastModified.type === 'field' &&
        /^\d{1,15}$/.test(String(lastModified.value))
          ? { lastModified: Number(lastModified.value) }
          : null;
      const created = await documents().create(userOf(request), {
        name: part.filename,
        bytes,
        conversationId,
        metadata,
      });
      return reply.code(201).send(created);
    },
  );

  r.post(
    '/api/documents',
    {
      schema: {
        tags: ['documents'],
        summary: "The spec's JSON upload: content as text or a base64 data URL",
        body: CreateDocumentRequest,
        response: { 201: DocumentResponse, 413: ErrorResponse, ...errors },
      },
      // Base64 is 4/3 of the bytes.
      bodyLimit: Math.ceil(maxBytes * 1.4) + MULTIPART_OVERHEAD,
    },
    async (request, reply) => {
      const user = userOf(request);
      const { name, size, content, metadata, conversationId } = request.body;
      if (content === undefined || content === null || content === '') {
        return reply
          .code(201)
          .send(await documents().createWithoutContent(user, { name, size, conversationId, metadata }));
      }
      const base64 = DATA_URL.exec(content);
      const bytes = base64 ? Buffer.from(content.slice(base64[0].length), 'base64') : Buffer.from(content, 'utf8');
      if (bytes.byteLength > maxBytes) throw tooLarge();
      return reply.code(201).send(await documents().create(user, { name, bytes, conversationId, metadata }));
    },
  );

  r.get(
    '/api/documents',
    {
      schema: {
        tags: ['documents'],
        summary: "The user's documents, newest first",
        response: { 200: z.array(DocumentResponse), 401: ErrorResponse },
      },
    },
    async (request) => documents().list(userOf(request)),
  );
  r.get(
    '/api/conversations/:id/documents',
    {
      schema: {
        tags: ['documents'],
        summary: "A conversation's documents, newest first",
        params: IdParams,
        response: { 200: z.array(DocumentResponse), ...errors },
      },
    },
    async (request) => documents().listForConversation(userOf(request), request.params.id),
  );
  r.get(
    '/api/documents/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'One document and its processing status',
        params: IdParams,
        response: { 200: DocumentResponse, ...errors },
      },
    },
    async (request) => documents().get(userOf(request), request.params.id),
  );
  r.delete(
    '/api/documents/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'Delete a document, its text and its tables',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await documents().remove(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/api/documents/:id/content',
    {
      schema: {
        tags: ['documents'],
        summary: 'Download the file (always as an attachment, never rendered)',
        params: IdParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await documents().content(userOf(request), request.params.id);
      // Never rendered by the browser (security check 26, docs/security.md): attachment, a fixed safe type, no sniffing, and a sandbox if opened anyway.
      return reply
        .header('Content-Type', file.type)
        .header('Content-Disposition', attachmentDisposition(file.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox; frame-ancestors 'none'")
        .header('Cache-Control', 'private, no-store')
        .send(file.bytes);
    },
  );
}
