/**
 * The documents attached in a conversation's composer, kept per conversation in localStorage: they stay attached
 * for every question until removed, across reloads, and the home view hands its attachments to the conversation
 * its first question opens. Without storage (private mode), they last as long as the page.
 */
const KEY = (conversationId: number) => `soe-attached-documents:${conversationId}`;
const memory = new Map<number, number[]>();

export function rememberedAttachment(conversationId: number): number[] {
  try {
    const raw = localStorage.getItem(KEY(conversationId));
    if (raw === null) return memory.get(conversationId) ?? [];
    const ids: unknown = JSON.parse(raw);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  } catch {
    return memory.get(conversationId) ?? [];
  }
}

export function rememberAttachment(conversationId: number, ids: number[]): void {
  memory.set(conversationId, ids);
  try {
    if (ids.length) localStorage.setItem(KEY(conversationId), JSON.stringify(ids));
    else localStorage.removeItem(KEY(conversationId));
  } catch {
    // storage unavailable: kept in memory for this page
  }
}
