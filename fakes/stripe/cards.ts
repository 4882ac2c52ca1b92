/**
 * Stripe's documented test card numbers (docs.stripe.com/testing) and what
 * each one does. Anything else that passes the Luhn check behaves like 4242….
 */
export type CardOutcome = 'ok' | 'decline_on_setup' | 'insufficient_funds' | 'decline_on_charge';

const OUTCOMES: Record<string, CardOutcome> = {
  '4000000000000002': 'decline_on_setup', // generic_decline
  '4000000000009995': 'insufficient_funds',
  '4000000000000341': 'decline_on_charge', // attaches, then every charge fails
};

export function cardOutcome(number: string): CardOutcome {
  return OUTCOMES[number] ?? 'ok';
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
