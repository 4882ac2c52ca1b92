import { Tile, TileConversation, type Dashboard, type PinTileRequest, type TileForm } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '@/lib/api-client';
import { dashboardKeys } from './keys';
import { browserTimeZone } from '@/lib/time-zone';

/** POST /api/dashboards/{id}/tiles: pins an answer's query to a board. */
export function pinAnswer(dashboardId: number, request: PinTileRequest): Promise<Tile> {
  return apiSend('POST', `/api/dashboards/${dashboardId}/tiles`, Tile, request);
}

/**
 * POST /api/dashboards/pins with a new board's name: the board is made and the answer pinned to it in one step, so
 * a refused pin leaves no empty board behind.
 */
export function pinToNewBoard(newDashboardName: string, request: PinTileRequest): Promise<Tile> {
  return apiSend('POST', '/api/dashboards/pins', Tile, { ...request, newDashboardName });
}

export type PinTarget = { dashboardId: number } | { newDashboardName: string };

export function usePinAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, ...request }: PinTileRequest & { target: PinTarget }) =>
      'dashboardId' in target
        ? pinAnswer(target.dashboardId, request)
        : pinToNewBoard(target.newDashboardName, request),
    // Not retried: a retry after a lost answer would pin the tile twice.
    retry: false,
    onSuccess: (tile) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.list() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.board(tile.dashboardId) }),
      ]),
  });
}

export interface TileChange {
  title?: string;
  form?: TileForm;
  width?: number;
  height?: number;
}

/** PATCH /api/dashboards/{id}/tiles/{tileId}: a tile's title, form or size. */
export function updateTile(dashboardId: number, tileId: number, change: TileChange): Promise<unknown> {
  return apiRequest('PATCH', `/api/dashboards/${dashboardId}/tiles/${tileId}`, change);
}

/** PUT /api/dashboards/{id}/tiles/order: every tile id once, in the new order. */
export function reorderTiles(dashboardId: number, tileIds: number[]): Promise<unknown> {
  return apiRequest('PUT', `/api/dashboards/${dashboardId}/tiles/order`, { tileIds });
}

/** DELETE /api/dashboards/{id}/tiles/{tileId}. */
export function deleteTile(dashboardId: number, tileId: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/dashboards/${dashboardId}/tiles/${tileId}`);
}

/**
 * POST /api/dashboards/{id}/tiles/{tileId}/conversation: a new conversation that starts from the tile's answer, as
 * the board shows it (its period read in the viewer's time zone).
 */
export function startFollowUp(dashboardId: number, tileId: number): Promise<TileConversation> {
  const query = new URLSearchParams({ tz: browserTimeZone() });
  return apiSend('POST', `/api/dashboards/${dashboardId}/tiles/${tileId}/conversation?${query}`, TileConversation);
}

export function useStartFollowUp(dashboardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tileId: number) => startFollowUp(dashboardId, tileId),
    retry: false,
    // The chat's conversation list (its key, repeated here: features never import each other).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chat', 'conversations'] }),
  });
}

type TileEdit =
  | { kind: 'change'; tileId: number; change: TileChange }
  | { kind: 'order'; tileIds: number[] }
  | { kind: 'remove'; tileId: number };

function applyEdit(board: Dashboard, edit: TileEdit): Dashboard {
  switch (edit.kind) {
    case 'change':
      return { ...board, tiles: board.tiles.map((t) => (t.id === edit.tileId ? { ...t, ...edit.change } : t)) };
    case 'order': {
      const byId = new Map(board.tiles.map((t) => [t.id, t]));
      const tiles = edit.tileIds.flatMap((id, position) => {
        const tile = byId.get(id);
        return tile ? [{ ...tile, position }] : [];
      });
      return { ...board, tiles };
    }
    case 'remove':
      return { ...board, tiles: board.tiles.filter((t) => t.id !== edit.tileId) };
  }
}

/**
 * Changes to a board's tiles, shown at once (a tile moves as it is dragged or as its arrow key is pressed) and sent
 * behind; a refusal puts the board back as the server has it.
 */
export function useEditTiles(dashboardId: number) {
  const queryClient = useQueryClient();
  const key = dashboardKeys.detail(dashboardId);
  return useMutation({
    mutationFn: (edit: TileEdit) =>
      edit.kind === 'change'
        ? updateTile(dashboardId, edit.tileId, edit.change)
        : edit.kind === 'order'
          ? reorderTiles(dashboardId, edit.tileIds)
          : deleteTile(dashboardId, edit.tileId),
    onMutate: async (edit) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Dashboard>(key);
      if (before) queryClient.setQueryData<Dashboard>(key, applyEdit(before, edit));
      return { before };
    },
    onError: (_error, _edit, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: (_answer, _error, edit) => {
      // A new form or a removed tile changes what the board runs; a move or a size does not.
      const rerun = edit.kind === 'remove' || (edit.kind === 'change' && edit.change.form !== undefined);
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.list() });
      if (rerun) void queryClient.invalidateQueries({ queryKey: dashboardKeys.board(dashboardId) });
    },
  });
}
