/** What discovery finds in a system: the raw material of SOE Local's semantic catalog. */

export type FieldType = 'integer' | 'decimal' | 'text' | 'date' | 'timestamp' | 'boolean' | 'json' | 'other';

export interface SchemaField {
  name: string;
  type: FieldType;
  /** The source's own type name (e.g. 'numeric(10,2)', 'varchar(40)'). */
  nativeType: string;
  nullable: boolean;
  isPrimaryKey: boolean;
  /** Human description where the source has one (column comment, API label). */
  description?: string;
}

export interface SchemaEntity {
  /** Unique id used in QuerySpec.from/joins, e.g. 'public.invoice' or 'Account'. */
  name: string;
  /** Table (or object) name without namespace, e.g. 'invoice'. */
  table: string;
  /** Namespace (database schema) where the source has one. */
  namespace?: string;
  /** Human label where the source has one (Salesforce label, comment). */
  label?: string;
  description?: string;
  fields: SchemaField[];
  primaryKey: string[];
  /** Cheap estimate; null when unknown. */
  rowCount: number | null;
}

/** A foreign key: rows of `from` point at one row of `to`. */
export interface SchemaRelation {
  name: string;
  fromEntity: string;
  fromFields: string[];
  toEntity: string;
  toFields: string[];
}

export interface DiscoveredSchema {
  entities: SchemaEntity[];
  relations: SchemaRelation[];
  /**
   * Operations the system offers beyond tabular reads (API operations, MCP
   * tools, record writes), stored with the schema so the UI's schema browser,
   * SOE Local and the model tools can list them without reconnecting.
   */
  operations?: Array<{
    id: string;
    kind: 'read' | 'write';
    title: string;
    description: string;
    entity?: string;
    inputSchema: Record<string, unknown>;
  }>;
  discoveredAt: string;
  /**
   * Set while only the core of a wide schema has been read (sql-discovery/staged.ts): `read` of its
   * `total` tables are here, and the rest is being read.
   */
  partial?: { read: number; total: number };
}
