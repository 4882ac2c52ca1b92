export { odataConnector, odataConfigSchema, ODataSession } from './connector';
export { parseMetadata } from './metadata';
export type { ODataModel, ODataEntitySet, ODataProperty, ODataNavigation } from './metadata';
export { planQuery } from './plan';
export { odataLiteral } from './literal';
