export { understandWrite, type WriteUnderstanding, type WriteProposalIntent } from './understand-write';
export { looksLikeWrite, readCommand } from './command';
export type { SystemReading } from '../soe-local';
