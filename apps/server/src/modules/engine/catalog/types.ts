import type { Literal } from '../../connectors/query';
import type { FieldType } from '../../connectors/schema';

/** What a column is for, as far as answering questions goes. */
export type ColumnRole = 'id' | 'label' | 'category' | 'measure' | 'time' | 'boolean' | 'freetext' | 'other';

export interface CatalogColumn {
  entity: string;
  name: string;
  type: FieldType;
  role: ColumnRole;
  /** Identifier words, lower case, e.g. ['billing', 'country']; an '_id' suffix is dropped. */
  words: string[];
  /** Stems of `words`, used for matching question words. */
  stems: string[];
  isKey: boolean;
  /** Set for foreign-key columns. */
  references?: string;
  money: 'amount' | 'price' | 'quantity' | 'discount' | null;
  /**
   * A yes/no column kept as text (`SMOKER_YN` holding 'Y' and 'N', as older systems keep flags): its role is
   * 'boolean' and these are the values that mean yes and no. An integer column holding only 0 and 1 (profile.ts)
   * is one too, with 1 and 0.
   */
  truth?: { yes: Literal[]; no: Literal[] };
  /**
   * The identifier of something the schema has no table for (`sales.customer_id` with no customers table): the
   * thing exists only as these values, so it is grouped and counted by them ('each customer', 'how many
   * customers'). Its role is 'category'; its values are not indexed as words (ids are not names).
   */
  entityKey?: true;
  /**
   * The table's key is this code kept as text (build-catalog.ts `codeKey`): its values are indexed as values people
   * type, and it is named by these words of its name as written ('port code'), its key word kept.
   */
  codeWords?: string[];
  /**
   * The last word of the name, dropped from `words` because it is a key's word (`card_type_code`, `apt_number`), where
   * the column is no key: people name it with that word too ('the card type codes', 'the apartment numbers').
   */
  keyWord?: string;
  /** Text holding ISO dates (profile.ts): its role is 'time'; periods and days read it as a date (plan/text-dates.ts). */
  textDate?: true;
  /** Text named as a year and holding only years ('2014', profile.ts): a period compares it as a number. */
  textYear?: true;
  /** A number named by what happened ('Founded') holding only whole years (profile.ts): a year, never a figure. */
  numberYear?: true;
  /**
   * Text saying why a row failed (`cancellation` holding 'Customer Cancellation' or nothing, profile.ts): a row with
   * a reason was cancelled or failed, one without succeeded. These are the texts that mean nothing here ('', 'null'),
   * beside NULL (readings/outcomes.ts, plan/plan-query.ts).
   */
  emptyTexts?: string[];
  /**
   * Numbers kept as text with their unit ('12km', '20 mins', profile.ts): its role is 'measure', and a sum or an
   * average reads the number each value starts with (plan/text-dates.ts); `unit` is the one the values name.
   */
  textNumber?: { unit: string };
}

/** How a row of an entity is named for a person reading the answer. */
export interface LabelSpec {
  /** One column ('name'), or two for people (first name + last name). */
  columns: string[];
}

export interface CatalogEntity {
  name: string;
  table: string;
  /** Words of the table name, e.g. ['invoice', 'line']; 'tbl' prefixes and the like removed. */
  words: string[];
  stems: string[];
  columns: CatalogColumn[];
  byName: Map<string, CatalogColumn>;
  primaryKey: string[];
  label: LabelSpec | null;
  /**
   * With no label of its own: the table whose label names each row, one key away (`poker_player` → `people`, each
   * player one person), and the key's edge id. Set only where the data says the key does not repeat.
   */
  labelVia?: { edge: string; entity: string };
  isPerson: boolean;
  /** A many-to-many link table (two foreign keys and little else). */
  isJunction: boolean;
  rowCount: number | null;
  timeColumns: CatalogColumn[];
  /** Time columns that date an event (order date, hire date), not audit stamps such as last_update. */
  eventTimeColumns: CatalogColumn[];
  /**
   * A number named only as the table (`degrees.Degrees`): how many of the table's things each row stands for, so a
   * count of them is its sum (build-catalog.ts tallyOf).
   */
  tally?: string;
}

/** A foreign key seen as a join edge. Rows of `from` point at one row of `to` (many-to-one). */
export interface JoinEdge {
  id: string;
  from: string;
  to: string;
  fromFields: string[];
  toFields: string[];
  /** Words of the foreign-key column without the key suffix, e.g. ['support', 'rep'] or ['reports', 'to']. */
  words: string[];
  stems: string[];
  /** True when the column name says more than the target table's name (a role such as 'support rep'). */
  named: boolean;
  selfReference: boolean;
}

/** A way to compute revenue in this schema. */
export interface RevenueMeasure {
  entity: string;
  kind: 'amount' | 'line';
  /** For 'amount': the amount column. For 'line': quantity × price × (1 − discount). */
  amount?: string;
  quantity?: string;
  price?: string;
  discount?: string;
  /** For 'line': the table the line points at (many-to-one) that holds the price, when the line has none. */
  priceEntity?: string;
}

export interface Catalog {
  systemName: string;
  entities: CatalogEntity[];
  byName: Map<string, CatalogEntity>;
  edges: JoinEdge[];
  revenue: RevenueMeasure[];
}
