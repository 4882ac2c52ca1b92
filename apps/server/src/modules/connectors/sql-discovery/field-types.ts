import type { FieldType } from '../schema';

// PostgreSQL base type names (pg_type.typname) by SOE field type.
const PG: Record<string, FieldType> = {
  int2: 'integer',
  int4: 'integer',
  int8: 'integer',
  oid: 'integer',
  numeric: 'decimal',
  float4: 'decimal',
  float8: 'decimal',
  text: 'text',
  varchar: 'text',
  bpchar: 'text',
  char: 'text',
  name: 'text',
  citext: 'text',
  uuid: 'text',
  date: 'date',
  timestamp: 'timestamp',
  timestamptz: 'timestamp',
  bool: 'boolean',
  json: 'json',
  jsonb: 'json',
};

/** Maps a PostgreSQL base type; enums read as text. money stays 'other': it arrives formatted ('$1,000.00'). */
export function pgFieldType(typname: string, typtype: string): FieldType {
  if (typtype === 'e') return 'text';
  return PG[typname] ?? 'other';
}

// MySQL / MariaDB information_schema DATA_TYPE values.
const MYSQL: Record<string, FieldType> = {
  tinyint: 'integer',
  smallint: 'integer',
  mediumint: 'integer',
  int: 'integer',
  integer: 'integer',
  bigint: 'integer',
  year: 'integer',
  decimal: 'decimal',
  numeric: 'decimal',
  float: 'decimal',
  double: 'decimal',
  real: 'decimal',
  char: 'text',
  varchar: 'text',
  tinytext: 'text',
  text: 'text',
  mediumtext: 'text',
  longtext: 'text',
  enum: 'text',
  set: 'text',
  date: 'date',
  datetime: 'timestamp',
  timestamp: 'timestamp',
  json: 'json',
  bit: 'other',
};

/** Maps a MySQL/MariaDB column; tinyint(1) is how both spell a boolean. */
export function mysqlFieldType(dataType: string, columnType: string): FieldType {
  const t = dataType.toLowerCase();
  if (t === 'tinyint' && /^tinyint\(1\)/i.test(columnType)) return 'boolean';
  if (t === 'bit' && /^bit\(1\)$/i.test(columnType)) return 'boolean';
  if (t === 'longtext' && /json/i.test(columnType)) return 'json';
  return MYSQL[t] ?? 'other';
}
