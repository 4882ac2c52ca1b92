/**
 * spec §3/§4: a guest's message waits in browser storage as 'pendingMessage'
 * while they sign in (also across a full-page social sign-in), then returns
 * to the input.
 */
const KEY = 'pendingMessage';

export function savePendingMessage(text: string): void {
  try {
    localStorage.setItem(KEY, text);
  } catch {
    // storage unavailable: the message is lost with the page, as without this feature
  }
}

export function peekPendingMessage(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearPendingMessage(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
