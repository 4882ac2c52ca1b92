export { demoConnector, demoConfigSchema } from './connector';
export { ensureDemoData, DEMO_SCHEMA, DEMO_DATA_VERSION } from './ensure';
export { generateDemoData, AS_OF as DEMO_AS_OF, FIRST_DAY as DEMO_FIRST_DAY } from './generate';
export { DEMO_READ_ONLY } from './write';
