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
    // No documents in the conversation: the question says nothing about them.
    expect(onSend).toHaveBeenCalledWith('Revenue by region\nlast year', { documentIds: undefined });
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

  it("attaches a conversation's documents, keeps them attached after each question, until removed", async () => {
    const onSend = vi.fn(async () => true);
    const documents = {
      items: [
        { id: 11, name: 'team_hours.csv', status: 'processed' as const },
        { id: 12, name: 'notes.pdf', status: 'processed' as const },
      ],
      loaded: true,
    };
    const { user, unmount } = renderWithClient(
      <Composer onSend={onSend} sending={false} connectedCount={1} documents={documents} conversationId={501} />,
    );
    // A conversation's documents are its tables until removed: both attached at first on this browser.
    const list = () => screen.getByRole('list', { name: 'Attached documents' }).textContent;
    expect(list()).toContain('team_hours');
    expect(list()).toContain('notes.pdf');
    await user.click(screen.getByRole('button', { name: 'Remove notes.pdf' }));
    const input = screen.getByLabelText('Message');
    await user.type(input, 'Average hours per team{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('Average hours per team', { documentIds: [11] });
    // Still attached: the next question reads it without attaching it again.
    expect(screen.getByRole('list', { name: 'Attached documents' }).textContent).toContain('team_hours');
    await user.type(input, 'Top 3 members by hours{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('Top 3 members by hours', { documentIds: [11] });
    unmount();

    // The conversation opened again (or reloaded) has it attached still.
    const again = renderWithClient(
      <Composer onSend={onSend} sending={false} connectedCount={1} documents={documents} conversationId={501} />,
    );
    expect(screen.getByRole('list', { name: 'Attached documents' }).textContent).toContain('team_hours');
    expect(screen.getByRole('list', { name: 'Attached documents' }).textContent).not.toContain('notes.pdf');
    await again.user.click(screen.getByRole('button', { name: 'Remove team_hours.csv' }));
    await again.user.type(screen.getByLabelText('Message'), 'Top 5 customers by revenue{Enter}');
    // Removed: the question reads none of the conversation's documents.
    expect(onSend).toHaveBeenLastCalledWith('Top 5 customers by revenue', { documentIds: [] });
    expect(screen.queryByRole('list', { name: 'Attached documents' })).toBeNull();
  });
});
