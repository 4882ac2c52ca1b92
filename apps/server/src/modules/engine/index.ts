export { SoeLocal, type EngineSystem, type EngineAnswer, type AnswerOptions } from './soe-local';
export { understandWrite, looksLikeWrite, aimsAtSystem, type WriteUnderstanding, type WriteProposalIntent, type SystemReading } from './write';
