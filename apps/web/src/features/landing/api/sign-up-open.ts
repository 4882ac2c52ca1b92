import { useEffect, useState } from 'react';

/** GET /api/auth/config's signUpOpen. Plain fetch: the landing page ships without the query client. */
export async function fetchSignUpOpen(signal?: AbortSignal): Promise<boolean> {
  const res = await fetch('/api/auth/config', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!res.ok) return false;
  const body = (await res.json()) as { signUpOpen?: unknown };
  return body.signUpOpen === true;
}

/**
 * Whether the server takes sign-ups; false until it has said (or when it cannot be asked), so the landing page
 * never offers a sign-up that would be refused.
 */
export function useSignUpOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchSignUpOpen(controller.signal).then(setOpen, () => setOpen(false));
    return () => controller.abort();
  }, []);
  return open;
}
