import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { DocumentSource } from '../assistant/sources';
import type { SoeLocal } from '../engine';
import type { RealtimePublisher } from '../realtime/hub';
import { DocumentProcessor, type ProcessorOptions } from './processor';
import { DocumentsService } from './service';
import { documentSource } from './source';
import { DocumentTables } from './tables';

export { documentRoutes } from './routes';
export { DocumentsService } from './service';

export interface Documents {
  service: DocumentsService;
  /** For the assistant (createAnswerer's `documents`). */
  source: DocumentSource;
  processor: DocumentProcessor;
  close(): Promise<void>;
}

/** Wires the documents module: service, background processor, and the assistant's view of documents. */
export function createDocuments(deps: {
  db: Db;
  publisher?: RealtimePublisher;
  engine?: SoeLocal;
  rowCap: number;
  log: FastifyBaseLogger;
  processor?: ProcessorOptions;
}): Documents {
  const processor = new DocumentProcessor(deps.db, deps.publisher, deps.log, deps.processor);
  const service = new DocumentsService(
    deps.db,
    deps.publisher,
    (id) => processor.enqueue(id),
    (deps.processor?.writes ?? 'atomic') === 'atomic',
  );
  const tables = new DocumentTables(deps.db, deps.rowCap);
  service.onDeleted.push((id) => {
    processor.cancel(id);
    tables.drop(id);
    deps.engine?.invalidate(`document:${id}`);
  });
  processor.start();
  return { service, source: documentSource(deps.db, tables), processor, close: () => processor.close() };
}
