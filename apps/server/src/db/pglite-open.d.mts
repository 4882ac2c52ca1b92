import type { PGlite, Results } from '@electric-sql/pglite';
import type { EmbeddedDatabase } from './pglite-thread';

export declare const BYTEA_OID: 17;
export declare function createPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite>;
export declare function readOnlyRead<T = Record<string, unknown>>(
  db: Pick<EmbeddedDatabase, 'transaction'>,
  sql: string,
  params: unknown[],
  timeoutMs: number,
): Promise<Results<T>>;
