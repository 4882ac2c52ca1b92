import Stripe from 'stripe';
import { newId } from './store';

/** An event as Stripe sends it to a webhook endpoint (a snapshot event). */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: Record<string, any>; previous_attributes?: Record<string, any> };
}

export interface Delivery {
  eventId: string;
  type: string;
  status: number;
  body: string;
}

export function makeEvent(type: string, object: Record<string, any>, previous?: Record<string, any>): StripeEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    // A snapshot: later changes to the object must not show up in an event already sent.
    data: {
      object: structuredClone(object),
      ...(previous ? { previous_attributes: changedKeys(previous, object) } : {}),
    },
  };
}

function changedKeys(before: Record<string, any>, after: Record<string, any>): Record<string, any> {
  const out: Record<string, any> = {};
  for (const key of Object.keys(before))
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = before[key];
  return out;
}

/**
 * POSTs one event to the endpoint, signed the way Stripe signs
 * (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`) — with the
 * SDK's own test helper, so the server verifies it with the SDK's real check.
 */
export async function deliver(
  url: string,
  secret: string,
  event: StripeEvent,
  payload = JSON.stringify(event, null, 2),
): Promise<Delivery> {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
      signal: AbortSignal.timeout(20_000),
    });
    return { eventId: event.id, type: event.type, status: res.status, body: await res.text() };
  } catch (error) {
    return { eventId: event.id, type: event.type, status: 0, body: String(error) };
  }
}
