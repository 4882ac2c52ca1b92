export { understandWrite, type WriteUnderstanding, type WriteProposalIntent } from './understand-write';
export { looksLikeWrite, readCommand } from './command';
export { aimsAtSystem } from './scope';
export type { SystemReading } from '../soe-local';
