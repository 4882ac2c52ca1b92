export type { LlmProvider } from '@soe/shared';
