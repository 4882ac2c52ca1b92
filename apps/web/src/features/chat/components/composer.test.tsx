import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithClient } from '@/testing/render';
import { Composer } from './composer';

describe('Composer', () => {
  it('sends with Enter, breaks the line with Shift+Enter, and empties after a send', async () => {
    const onSend = vi.fn(async () => true);
    const { user } = renderWithClient(<Composer onSend={onSend} sending={false} connectedCount={2} />);
    const input = screen.getByLabelText('Message');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText('Connected to 2 systems')).toBeTruthy();

    await user.type(input, 'Revenue by region{Shift>}{Enter}{/Shift}last year');
    expect(onSend).not.toHaveBeenCalled();
    expect((input as HTMLTextAreaElement).value).toBe('Revenue by region\nlast year');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Revenue by region\nlast year', { documentIds: [] });
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the text when the send is refused, and fills a suggestion', async () => {
    const onSend = vi.fn(async () => false);
    const suggestions = [
      {
        question: 'Top 5 accounts by revenue',
        ask: 'Top 5 accounts by revenue',
        systemId: 1,
        systemName: 'Demo Company',
      },
    ];
    const { user } = renderWithClient(
      <Composer onSend={onSend} sending={false} connectedCount={1} suggestions={suggestions} />,
    );
    await user.click(screen.getByRole('button', { name: 'Top 5 accounts by revenue' }));
    const input = screen.getByLabelText('Message') as HTMLTextAreaElement;
    expect(input.value).toBe('Top 5 accounts by revenue');
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('Top 5 accounts by revenue');
    expect(screen.getByText('Connected to 1 system')).toBeTruthy();
  });

  it('shows Stop while answering and Sending... while sending; waits for attached documents to be read', async () => {
    const onStop = vi.fn();
    const onSend = vi.fn(async () => true);
    const { user, rerender } = renderWithClient(
      <Composer
        onSend={onSend}
        sending={false}
        connectedCount={1}
        answering
        onStop={onStop}
        documents={{ items: [{ id: 7, name: 'report.pdf', status: 'processing' }] }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Stop the answer' }));
    expect(onStop).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /report/ }));
    await user.type(screen.getByLabelText('Message'), 'Summarise it');
    expect(screen.getByRole('status').textContent).toBe('Reading document…');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    rerender(<Composer onSend={onSend} sending connectedCount={1} />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});
