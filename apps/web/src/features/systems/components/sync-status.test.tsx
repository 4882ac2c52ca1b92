import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithClient, stubApi } from '@/testing/render';
import { SCHEMA_PROGRESS_POLL_MS, useSystems } from '../api/get-systems';
import type { ConnectedSystem } from '../types';
import { SchemaBrowser } from './schema-browser';
import { SyncStatus, schemaProgressText } from './sync-status';

/** A system as the server answers it (SystemResponse): responses are checked against the contract in tests. */
function system(schemaProgress: ConnectedSystem['schemaProgress']): ConnectedSystem {
  return {
    id: 4,
    name: 'ERP',
    type: 'erp',
    status: 'connected',
    statusMessage: null,
    lastSynced: null,
    connectionDetails: { url: 'postgresql://u:***@erp:5432/prod', connector: 'postgres', hasApiKey: false },
    isDemo: false,
    createdAt: '2026-11-25T08:00:00.000Z',
    access: 'owner',
    shareAccess: 'none',
    sharedBy: null,
    schemaProgress,
  };
}

function Systems() {
  const { data } = useSystems();
  return (
    <>
      {data?.map((s) => (
        <SyncStatus key={s.id} system={s} />
      ))}
    </>
  );
}

describe('a wide schema read in the background', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says how many of its tables are read, with thousands separated', () => {
    expect(schemaProgressText(system({ read: 500, total: 10_000 }))).toBe('Reading tables: 500 of 10,000');
    expect(schemaProgressText(system({ read: 1_250, total: 42_017 }))).toBe('Reading tables: 1,250 of 42,017');
    expect(schemaProgressText(system(null))).toBeNull();
  });

  it('shows the progress next to the sync status while the schema is partial, and nothing once it is whole', () => {
    const { rerender } = renderWithClient(<SyncStatus system={system({ read: 500, total: 10_000 })} />);
    // After the status dot's own label: the status, when it synced, and the progress.
    expect(screen.getByText(/Reading tables: 500 of 10,000/).closest('p')?.textContent).toMatch(
      /Connected · Never synced · Reading tables: 500 of 10,000$/,
    );
    rerender(<SyncStatus system={system(null)} />);
    expect(screen.queryByText(/Reading tables/)).toBeNull();
  });

  it('reads the list again while a schema is partial, and stops once it is whole', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [system({ read: 500, total: 10_000 }), system({ read: 5_500, total: 10_000 }), system(null)];
    let reads = 0;
    stubApi({ 'GET /api/systems': () => ({ body: [answers[Math.min(reads++, answers.length - 1)]] }) });
    renderWithClient(<Systems />);
    expect(await screen.findByText(/Reading tables: 500 of 10,000/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SCHEMA_PROGRESS_POLL_MS));
    expect(await screen.findByText(/Reading tables: 5,500 of 10,000/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SCHEMA_PROGRESS_POLL_MS));
    await vi.waitFor(() => expect(screen.queryByText(/Reading tables/)).toBeNull());
    expect(reads).toBe(3);
    // Whole: no more reads.
    await act(() => vi.advanceTimersByTimeAsync(SCHEMA_PROGRESS_POLL_MS * 3));
    expect(reads).toBe(3);
  });

  it('says in the schema browser that the tables shown are the core of a wider schema', async () => {
    const table = {
      name: 'public.orders',
      rowCount: 5000,
      fields: [{ name: 'id', type: 'integer', isPrimaryKey: true }],
    };
    stubApi({
      'GET /api/user': { body: null },
      'GET /api/systems/4/schema': {
        body: {
          systemId: 4,
          discoveredAt: '2026-11-25T08:00:00.000Z',
          schemaProgress: { read: 1, total: 10_000 },
          entities: [table],
          relations: [],
          operations: [],
        },
      },
    });
    renderWithClient(<SchemaBrowser systems={[system({ read: 1, total: 10_000 })]} />);
    expect(await screen.findByText(/1 of 10,000 tables \(the rest are being read\)/)).toBeTruthy();
  });
});
