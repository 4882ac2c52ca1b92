import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithClient, stubApi } from '@/testing/render';
import { ScheduledJobs } from './scheduled-jobs';

const runState = { lastRunAt: null, nextRunAt: null, lastStatus: null, lastError: null };

describe('Scheduled jobs (staff)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each job with its owner, runs, status and failures, and the queue’s counts', async () => {
    stubApi({
      'GET /api/admin/scheduled-jobs': {
        body: {
          jobs: [
            {
              kind: 'schedule',
              id: 1,
              title: 'Sales — weekly',
              ownerEmail: 'dana@example.com',
              enabled: true,
              ...runState,
              lastRunAt: '2026-11-28T08:00:00.000Z',
              nextRunAt: '2026-12-05T08:00:00.000Z',
              lastStatus: 'ok',
              failures: 0,
            },
            {
              kind: 'alert',
              id: 2,
              title: 'Revenue below 50,000',
              ownerEmail: 'lee@example.com',
              enabled: false,
              ...runState,
              lastStatus: 'failed',
              lastError: 'The system Sales DB is no longer connected.',
              failures: 3,
            },
          ],
          queue: { queued: 2, active: 1, failed: 0 },
        },
      },
    });
    renderWithClient(<ScheduledJobs />);
    const table = await screen.findByRole('table', { name: 'Scheduled jobs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Schedule');
    expect(rows[0]).toHaveTextContent('dana@example.com');
    expect(rows[0]).toHaveTextContent('OK');
    expect(rows[1]).toHaveTextContent('Alert');
    expect(rows[1]).toHaveTextContent('Paused');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('The system Sales DB is no longer connected.');
    expect(within(rows[1]).getAllByRole('cell').at(-1)).toHaveTextContent('3');
    expect(screen.getByText(/Queue: 2 waiting, 1 running, 0 failed\./)).toBeInTheDocument();
  });
});
