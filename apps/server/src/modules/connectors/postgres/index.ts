export { postgresConnector, postgresConfigSchema, PostgresSession } from './connector';
export { discoverPostgres } from './discover';
export { queryPostgres, runReadOnly, readOnlyTransaction } from './read';
export { mapPgError } from './errors';
