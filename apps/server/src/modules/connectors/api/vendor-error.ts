/**
 * The vendor's own reason from an error body, in the shapes the public APIs
 * document: Salesforce `[{message, errorCode}]`, HubSpot `{status, message,
 * category}`, OData `{error: {code, message}}` (v2: message.value), Tableau
 * `{error: {summary, detail}}`, RFC 7807 `{title, detail}`, OAuth
 * `{error, error_description}`, and a short plain-text body. '' when there is
 * nothing readable (an HTML error page, an empty body).
 */

const MAX_LENGTH = 300;

export function vendorErrorText(body: string): string {
  const trimmed = body.trim();
  if (!trimmed) return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    // Plain text is quoted when it is short and not a page of markup.
    if (/^<|<html|<body/i.test(trimmed)) return fromXml(trimmed);
    return clip(trimmed.split('\n')[0]);
  }
  return clip(fromJson(parsed));
}

function fromJson(value: unknown): string {
  if (typeof value === 'string') return withoutEcho(value);
  if (Array.isArray(value)) {
    const texts = value.map(fromJson).filter(Boolean);
    return [...new Set(texts)].join('; ');
  }
  if (!value || typeof value !== 'object') return '';
  const o = value as Record<string, unknown>;
  if (o.error && typeof o.error === 'object') {
    const e = o.error as Record<string, unknown>;
    const summary = str(e.summary);
    const detail = str(e.detail);
    if (summary || detail) return [summary, detail].filter(Boolean).join(': ');
    const message = e.message;
    if (message && typeof message === 'object') return str((message as Record<string, unknown>).value);
    return str(message) || str(e.code);
  }
  return (
    str(o.message) || str(o.error_description) || str(o.detail) || str(o.title) || str(o.error) || str(o.errorMessage)
  );
}

/** Tableau and SOAP-ish services answer errors in XML: take the summary/detail/message text. */
function fromXml(text: string): string {
  const pick = (tag: string) => new RegExp(`<(?:\\w+:)?${tag}[^>]*>([^<]*)</`, 'i').exec(text)?.[1]?.trim() ?? '';
  const summary = pick('summary');
  const detail = pick('detail');
  const out = [summary, detail].filter(Boolean).join(': ') || pick('message') || pick('faultstring');
  return clip(out);
}

const str = (v: unknown): string => (typeof v === 'string' ? withoutEcho(v.trim()) : '');

/** Salesforce's query errors repeat the statement before 'ERROR at Row:1:Column:8'; only the reason after it is kept. */
function withoutEcho(message: string): string {
  const m = /ERROR at Row:\d+:Column:\d+\s*/.exec(message);
  return m ? message.slice(m.index + m[0].length).trim() : message;
}

function clip(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > MAX_LENGTH ? `${one.slice(0, MAX_LENGTH - 1)}…` : one;
}
