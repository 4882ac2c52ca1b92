/**
 * The dashboards feature's query keys, widest first (TanStack Query matches a key by prefix): `dashboardKeys.board(id)`
 * covers a board, its tiles' results and its schedules.
 */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  list: () => [...dashboardKeys.all, 'list'] as const,
  board: (id: number) => [...dashboardKeys.all, 'board', id] as const,
  detail: (id: number) => [...dashboardKeys.board(id), 'detail'] as const,
  /** A board's run: per period asked and time zone, since the same board reads differently for each. */
  results: (id: number, period: string | null, timeZone: string) =>
    [...dashboardKeys.board(id), 'results', period ?? 'board', timeZone] as const,
  schedules: () => [...dashboardKeys.all, 'schedules'] as const,
  alerts: () => [...dashboardKeys.all, 'alerts'] as const,
};
