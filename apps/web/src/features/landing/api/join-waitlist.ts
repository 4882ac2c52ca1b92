/** POST /api/waitlist {email}. Plain fetch: the landing page ships without the query client. */
export async function joinWaitlist(email: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch('/api/waitlist', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email }),
    });
  } catch {
    throw new Error('No response from server. Please try again.');
  }
  if (!res.ok) {
    let message = '';
    try {
      const body = (await res.json()) as { message?: string };
      message = body.message ?? '';
    } catch {
      // not JSON: fall back to the generic text below
    }
    throw new Error(message || 'Could not join the waitlist. Please try again.');
  }
}
