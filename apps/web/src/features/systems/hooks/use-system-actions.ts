import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { useDeleteSystem } from '../api/delete-system';
import { useRefreshSystem } from '../api/refresh-system';
import { useTestSystem } from '../api/test-system';
import { STATUS_LABELS, type ConnectedSystem } from '../types';

/**
 * Test, Refresh schema and Disconnect for one system, each with its toast. The
 * server answers a failed test or refresh with 200 and the recorded status, so
 * the toast follows the status, not the HTTP code. The promise form is used
 * because a disconnect removes the row, and with it the component, before
 * mutate()'s own callbacks would run.
 */
export function useSystemActions(system: ConnectedSystem) {
  const test = useTestSystem();
  const refresh = useRefreshSystem();
  const remove = useDeleteSystem();

  const reportStatus = (done: string) => (updated: ConnectedSystem) => {
    if (updated.status === 'connected') notify(done, `${system.name} is connected.`);
    else
      notifyError(
        `${system.name}: ${STATUS_LABELS[updated.status]}`,
        updated.statusMessage ?? `${system.name} could not be reached.`,
      );
  };

  return {
    testing: test.isPending,
    refreshing: refresh.isPending,
    removing: remove.isPending,
    test: () =>
      test
        .mutateAsync(system.id)
        .then(reportStatus('Connection OK'), (error) =>
          notifyError('Connection failed', errorMessage(error, `Could not reach ${system.name}.`)),
        ),
    refresh: () =>
      refresh
        .mutateAsync(system.id)
        .then(reportStatus('Schema refreshed'), (error) =>
          notifyError('Refresh failed', errorMessage(error, `Could not refresh ${system.name}.`)),
        ),
    disconnect: (onDone?: () => void) =>
      remove.mutateAsync(system.id).then(
        () => {
          notify('System disconnected', `${system.name} is no longer connected.`);
          onDone?.();
        },
        (error) => notifyError('Disconnect failed', errorMessage(error, `Could not disconnect ${system.name}.`)),
      ),
  };
}
