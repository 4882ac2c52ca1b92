import pg from 'pg';

/**
 * Stops a running statement in PostgreSQL when the user stops the answer (issue 20). A statement cannot be
 * stopped from its own connection, which is busy running it: a short second connection, with the pool's own
 * settings (the checked address, TLS, the password), asks the server to cancel that backend. Cancelling only
 * signals the backend; a backend already idle ignores it.
 */
export function cancelOnAbort(
  client: { processID?: number | null },
  options: pg.ClientConfig,
  signal: AbortSignal | undefined,
): { settle(): Promise<void> } {
  if (!signal) return { settle: async () => {} };
  let cancelling: Promise<void> | undefined;
  const onAbort = () => {
    const pid = client.processID;
    if (pid) cancelling = cancelBackend(options, pid);
  };
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  return {
    /**
     * Called before the connection goes back to the pool: a cancel still on its way must land first, or it
     * could stop the next user's statement on the same backend.
     */
    async settle() {
      signal.removeEventListener('abort', onAbort);
      await cancelling;
    },
  };
}

async function cancelBackend(options: pg.ClientConfig, pid: number): Promise<void> {
  const client = new pg.Client({ ...options, application_name: 'soe-cancel', statement_timeout: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT pg_cancel_backend($1)', [pid]);
  } catch {
    // The statement's own timeout still stops it; a failed cancel must not fail the answer twice.
  } finally {
    await client.end().catch(() => {});
  }
}
