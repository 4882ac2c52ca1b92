import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { RealtimeFrame } from '@soe/shared';
import { notify, notifyError } from '@/lib/toast';
import { RealtimeConnection, type ConnectionNotice, type ConnectionState } from './connection';

const RealtimeContext = createContext<RealtimeConnection | null>(null);

/**
 * The signed-in area's one socket to /ws (spec §4: connects on entering /app,
 * /subscription-plans, /admin). The error toast shows once per outage, not on
 * every reconnect attempt, and a reconnect after it says so; a normal connect is silent.
 */
export function RealtimeProvider({
  children,
  connection: given,
}: {
  children: ReactNode;
  connection?: RealtimeConnection;
}) {
  const [connection] = useState(() => given ?? new RealtimeConnection());

  useEffect(() => {
    let errorShown = false;
    const off = connection.onNotice((notice: ConnectionNotice) => {
      if (notice.kind === 'connection_success') {
        // A toast only for a connection that comes back after a failure the user was told about; an
        // ordinary page load connects silently.
        if (errorShown) notify('Reconnected', 'Real-time updates are back.');
        errorShown = false;
      } else if (notice.kind === 'connection_error' || notice.kind === 'connection_failed') {
        if (errorShown) return;
        errorShown = true;
        notifyError(
          'Connection Error',
          `Could not connect to AI Hub: ${notice.kind === 'connection_failed' ? 'Connection timed out' : notice.reason}`,
        );
      }
      // connection_closed: ignored (spec §4), the connection reconnects by itself.
    });
    const online = () => connection.reconnectNow();
    window.addEventListener('online', online);
    connection.start();
    return () => {
      off();
      window.removeEventListener('online', online);
      connection.stop();
    };
  }, [connection]);

  return <RealtimeContext.Provider value={connection}>{children}</RealtimeContext.Provider>;
}

/** The connection; throws outside RealtimeProvider (spec §8). */
export function useRealtime(): RealtimeConnection {
  const connection = useContext(RealtimeContext);
  if (!connection) throw new Error('useRealtime must be used within a RealtimeProvider');
  return connection;
}

export function useRealtimeState(): ConnectionState {
  const connection = useRealtime();
  return useSyncExternalStore(connection.onState, connection.getState);
}

/** Calls the latest `handler` for every frame received. */
export function useRealtimeEvent(handler: (frame: RealtimeFrame) => void) {
  const connection = useRealtime();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => connection.onFrame((frame) => latest.current(frame)), [connection]);
}

/** Calls the latest `handler` for every lifecycle notice (open, error, timeout, close). */
export function useRealtimeNotice(handler: (notice: ConnectionNotice) => void) {
  const connection = useRealtime();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => connection.onNotice((notice) => latest.current(notice)), [connection]);
}
