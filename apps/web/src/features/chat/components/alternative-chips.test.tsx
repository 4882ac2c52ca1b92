import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithClient } from '@/testing/render';
import { AlternativeChips } from './alternative-chips';
import { MessageActions } from './message-actions';

const ALTERNATIVES = [
  { label: 'Revenue by billing country', question: 'Revenue by billing country in 2025' },
  { label: 'Number of invoices by country', question: 'How many invoices by billing country in 2025' },
  { label: 'Revenue by ship country', question: 'Revenue by ship country in 2025' },
  { label: 'A fourth reading', question: 'Never shown' },
];

describe('AlternativeChips', () => {
  it('offers at most three other readings as labelled buttons; a click or Enter asks the reading’s question', async () => {
    const onAsk = vi.fn();
    const { user } = renderWithClient(<AlternativeChips alternatives={ALTERNATIVES} onAsk={onAsk} />);
    const group = screen.getByRole('group', { name: 'Other readings of the question' });
    const chips = group.querySelectorAll('button');
    expect(chips).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'A fourth reading' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Revenue by billing country' }));
    expect(onAsk).toHaveBeenLastCalledWith('Revenue by billing country in 2025');
    // Keyboard: Tab reaches the next chip, Enter asks it.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Number of invoices by country' }));
    await user.keyboard('{Enter}');
    expect(onAsk).toHaveBeenLastCalledWith('How many invoices by billing country in 2025');
  });

  it('renders nothing without alternatives, and nothing can be asked while an answer is written', async () => {
    const onAsk = vi.fn();
    const { container, rerender, user } = renderWithClient(<AlternativeChips alternatives={[]} onAsk={onAsk} />);
    expect(container.querySelector('[role="group"]')).toBeNull();
    rerender(<AlternativeChips alternatives={ALTERNATIVES} onAsk={onAsk} disabled />);
    await user.click(screen.getByRole('button', { name: 'Revenue by ship country' }));
    expect(onAsk).not.toHaveBeenCalled();
  });
});

describe('MessageActions thumbs', () => {
  it('shows thumbs only for answers that can be corrected, and says which one was chosen', async () => {
    const onUp = vi.fn();
    const onDown = vi.fn();
    const { rerender, user } = renderWithClient(<MessageActions content="An answer" />);
    expect(screen.queryByRole('button', { name: /Good answer/ })).toBeNull();
    rerender(<MessageActions content="An answer" feedback={{ verdict: null, pending: false, onUp, onDown }} />);
    await user.click(screen.getByRole('button', { name: 'Good answer: keep this reading' }));
    await user.click(screen.getByRole('button', { name: 'Wrong reading: correct this answer' }));
    expect(onUp).toHaveBeenCalledTimes(1);
    expect(onDown).toHaveBeenCalledTimes(1);
    rerender(<MessageActions content="An answer" feedback={{ verdict: 'up', pending: false, onUp, onDown }} />);
    expect(screen.getByRole('button', { name: 'Good answer: keep this reading' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
