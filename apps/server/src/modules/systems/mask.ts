/** Connection URLs as they may be shown: password replaced, query secrets hidden. */
const SECRET_PARAMS = /^(password|pass|pwd|secret|token|access_token|api_key|apikey|key|sslpassword)$/i;

export function maskUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '****';
    for (const key of [...url.searchParams.keys()]) if (SECRET_PARAMS.test(key)) url.searchParams.set(key, '****');
    return url.toString();
  } catch {
    // Not a URL we can parse: show only the scheme-ish prefix, never the whole text.
    return raw.replace(/\/\/[^@/]*@/, '//****@');
  }
}
