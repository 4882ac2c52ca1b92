/**
 * Uploaded file names are data, never paths (security check 24, docs/security.md): bytes are stored
 * under server ids, and the name is only shown and sent back in
 * Content-Disposition. It is still cleaned so it cannot smuggle a path, a NUL,
 * control or bidirectional-override characters into a header, a log line or
 * the UI.
 */

export const NAME_MAX = 200;
const FALLBACK = 'document';

// C0/C1 controls (NUL included), and the bidi controls that can make 'gpj.exe' read as 'exe.jpg'.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function sanitizeFileName(raw: string | undefined | null): string {
  const base = (raw ?? '').normalize('NFC').replace(UNSAFE, '').split(/[\\/]/).pop() ?? '';
  // Leading dots would make '..' or hidden names; trailing dots and spaces are dropped by Windows anyway.
  const cleaned = base
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '')
    .replace(/\s+/g, ' ');
  if (!cleaned) return FALLBACK;
  return cleaned.length <= NAME_MAX ? cleaned : truncateKeepingExtension(cleaned);
}

function truncateKeepingExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  // Cut by code points so a surrogate pair is never split.
  const stem = Array.from(name.slice(0, name.length - ext.length))
    .slice(0, NAME_MAX - ext.length)
    .join('');
  return stem + ext;
}

/** The lower-case extension without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** RFC 6266 attachment header: an ASCII fallback plus the UTF-8 name (RFC 8187). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
