import { and, desc, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { DocumentPassage, DocumentScope } from '../assistant/sources';
import { ownedBy } from '../access';

/** The same expression as the GIN index on document_passages, so the index serves the match. */
const VECTOR = sql`to_tsvector('english', ${schema.documentPassages.text})`;

/** Which processed documents of the user a question may read: those attached, else the conversation's. */
export function scopeCondition(userId: number, scope: DocumentScope): SQL {
  const which =
    'all' in scope
      ? undefined
      : scope.documentIds
        ? scope.documentIds.length
          ? inArray(schema.documents.id, scope.documentIds)
          : sql`false`
        : eq(schema.documents.conversationId, scope.conversationId);
  return and(ownedBy(schema.documents.userId, { id: userId }), eq(schema.documents.status, 'processed'), which)!;
}

/**
 * PostgreSQL full-text search over the passages in scope: first every word of
 * the question (websearch_to_tsquery: quotes make phrases, '-' excludes), and
 * when no passage has them all, any of its words, ranked by ts_rank so that
 * passages with more of them come first.
 */
export async function searchPassages(
  db: Db,
  userId: number,
  query: string,
  scope: DocumentScope,
  limit: number,
  options: { textOnly?: boolean } = {},
): Promise<DocumentPassage[]> {
  const all = sql`websearch_to_tsquery('english', ${query})`;
  const found = await matching(db, userId, all, scope, limit, options);
  if (found.length) return found;
  // The question's words as lexemes, OR-ed; cast rather than parsed so no word is read as tsquery syntax.
  const any = sql`(select coalesce(nullif(array_to_string(array(select quote_literal(l) from unnest(tsvector_to_array(to_tsvector('english', ${query}))) l), ' | '), ''), '''''')::tsquery)`;
  return matching(db, userId, any, scope, limit, options);
}

async function matching(
  db: Db,
  userId: number,
  tsquery: SQL,
  scope: DocumentScope,
  limit: number,
  options: { textOnly?: boolean },
): Promise<DocumentPassage[]> {
  const rank = sql<number>`ts_rank(${VECTOR}, ${tsquery})`;
  const rows = await db
    .select({
      documentId: schema.documentPassages.documentId,
      name: schema.documents.name,
      page: schema.documentPassages.page,
      text: schema.documentPassages.text,
      rank,
    })
    .from(schema.documentPassages)
    .innerJoin(schema.documents, eq(schema.documents.id, schema.documentPassages.documentId))
    .where(
      and(
        scopeCondition(userId, scope),
        options.textOnly ? isNull(schema.documents.tables) : undefined,
        sql`${VECTOR} @@ ${tsquery}`,
      ),
    )
    .orderBy(desc(rank), asc(schema.documentPassages.documentId), asc(schema.documentPassages.ordinal))
    .limit(limit);
  return rows.map((r) => ({
    documentId: r.documentId,
    name: r.name,
    text: r.text,
    rank: Number(r.rank),
    ...(r.page ? { page: r.page } : {}),
  }));
}
