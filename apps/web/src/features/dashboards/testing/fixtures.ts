/** Bodies the dashboards API answers, as the contract has them (responses are checked against it in tests). */
import type { Dashboard, DashboardSummary, Tile, TileResult } from '@soe/shared';

export const QUERY = {
  from: 'invoices',
  measures: [{ name: 'revenue', agg: 'sum' as const, column: 'invoices.total' }],
};

export function tile(overrides: Partial<Tile> = {}): Tile {
  return {
    id: 11,
    dashboardId: 3,
    title: 'Revenue this year',
    question: 'What is the revenue this year?',
    systemId: 1,
    systemName: 'Demo Company',
    form: 'figure',
    query: QUERY,
    period: null,
    position: 0,
    width: 1,
    height: 1,
    ...overrides,
  };
}

export function summary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    id: 3,
    name: 'Sales',
    share: 'none',
    ownerName: 'dana',
    isOwner: true,
    canEdit: true,
    tileCount: 0,
    updatedAt: '2026-11-28T09:00:00.000Z',
    ...overrides,
  };
}

export function board(tiles: Tile[], overrides: Partial<Dashboard> = {}): Dashboard {
  return { ...summary({ tileCount: tiles.length }), period: null, tiles, ...overrides };
}

export function okResult(tileId: number, overrides: Partial<TileResult> = {}): TileResult {
  return {
    tileId,
    status: 'ok',
    columns: [{ key: 'revenue', label: 'Revenue', role: 'measure', format: 'money' }],
    rows: [{ revenue: 1234567.5 }],
    asOf: '2026-11-28T14:32:00.000Z',
    cached: false,
    ...overrides,
  };
}
