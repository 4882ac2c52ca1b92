export { SoeLocal, sourcesOf, type EngineSystem, type EngineAnswer, type AnswerOptions } from './soe-local';
export type { StoredReading } from './conversation/follow-up';
export {
  understandWrite,
  looksLikeWrite,
  aimsAtSystem,
  type WriteUnderstanding,
  type WriteProposalIntent,
  type SystemReading,
} from './write';
export {
  businessTermSchema,
  businessTermsSchema,
  draftTerms,
  draftTermsFromSchema,
  type BusinessTerm,
} from './terms/terms';
