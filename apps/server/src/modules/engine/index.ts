export { SoeLocal, type EngineSystem, type EngineAnswer, type AnswerOptions } from './soe-local';
