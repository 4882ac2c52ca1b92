export { mysqlConnector, mysqlConfigSchema, MysqlSession } from './connector';
export { discoverMysql } from './discover';
export { queryMysql, runMysqlReadOnly, mysqlReadOnly } from './read';
export { mapMysqlError } from './errors';
