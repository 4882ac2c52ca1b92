export { tableauConnector, tableauConfigSchema, tableauSettings, TableauSession } from './connector';
export { parseViewCsv } from './csv';
export { viewFilters } from './read';
