import type { AskMode } from '@soe/shared';

export type { AskResponse, Conversation, Message } from '@soe/shared';
export type ChatMode = AskMode;

/** spec §4: home-flow conversation titles by mode. */
export const MODE_TITLES: Record<ChatMode, string> = {
  internal: 'Internal System Query',
  external: 'External Knowledge Query',
  both: 'Combined Knowledge Query',
};
