import type { Db } from '../../db/client';
import type { CurrentUser } from '../auth/session-user';
import type { DocumentPassage, DocumentScope, DocumentSource } from '../assistant/sources';
import type { EngineSystem } from '../engine';
import { searchPassages } from './search';
import type { DocumentTables } from './tables';

/** What the assistant reads from documents: their tables for SOE Local, their passages for citations. */
export function documentSource(db: Db, tables: DocumentTables): DocumentSource {
  return {
    engineSystems(user: CurrentUser, scope: DocumentScope): Promise<EngineSystem[]> {
      return tables.engineSystems(user, scope);
    },
    search(
      user: CurrentUser,
      query: string,
      scope: DocumentScope,
      limit = 3,
      options = {},
    ): Promise<DocumentPassage[]> {
      return searchPassages(db, user.id, query, scope, limit, options);
    },
  };
}
