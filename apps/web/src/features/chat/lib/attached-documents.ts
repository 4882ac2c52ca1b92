/**
 * The documents attached in a conversation's composer, kept per conversation in localStorage: they stay attached
 * for every question until removed, across reloads, and the home view hands its attachments to the conversation
 * its first question opens. Without storage (private mode), they last as long as the page.
 */
const KEY = (conversationId: number) => `soe-attached-documents:${conversationId}`;
const memory = new Map<number, number[]>();

/**
 * The documents attached in a conversation on this browser; null when none were ever chosen here (another device,
 * cleared storage): the conversation's documents are then all attached, as a conversation's documents are its tables
 * until removed.
 */
export function rememberedAttachment(conversationId: number): number[] | null {
  try {
    const raw = localStorage.getItem(KEY(conversationId));
    if (raw === null) return memory.get(conversationId) ?? null;
    const ids: unknown = JSON.parse(raw);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : null;
  } catch {
    return memory.get(conversationId) ?? null;
  }
}

/** Remembers the attached documents, none included: every one removed is a choice too. */
export function rememberAttachment(conversationId: number, ids: number[]): void {
  memory.set(conversationId, ids);
  try {
    localStorage.setItem(KEY(conversationId), JSON.stringify(ids));
  } catch {
    // storage unavailable: kept in memory for this page
  }
}
