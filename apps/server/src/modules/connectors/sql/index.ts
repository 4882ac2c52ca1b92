export { compileSql, QuerySpecError, type CompileOptions, type CompiledSql } from './compile';
export type { SqlDialectName } from './dialect';
