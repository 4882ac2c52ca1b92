import crypto from 'node:crypto';
import { brandOf, cardOutcome, luhnValid } from './cards';
import { cardError, missing, required, StripeApiError } from './errors';
import { list, obj, str, type FormObject } from './form';

/*
 * The objects the fake keeps, shaped as in Stripe's API reference (API version
 * 2025-03-31 and later: the billing period lives on the subscription item, an
 * invoice names its subscription under parent.subscription_details).
 */
type Json = Record<string, any>;
export type EventEmitter = (type: string, object: Json, previous?: Json) => void;

const PERIOD_SECONDS = 30 * 24 * 3600;
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'incomplete', 'unpaid']);

export const newId = (prefix: string) =>
  `${prefix}_${crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

function paymentMethodTypes(form: FormObject): string[] {
  const given = [...list(form, 'allowed_payment_method_types'), ...list(form, 'payment_method_types')].filter(
    (t): t is string => typeof t === 'string',
  );
  if (given.some((t) => t !== 'card'))
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'Only card payment methods are supported by this test server.',
      'parameter_invalid_string',
      { param: 'allowed_payment_method_types' },
    );
  return given.length ? given : ['card'];
}

export interface PriceSeed {
  id: string;
  unitAmount: number;
  nickname?: string;
}

export class StripeStore {
  readonly customers = new Map<string, Json>();
  readonly setupIntents = new Map<string, Json>();
  readonly paymentMethods = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  /** Card numbers stay here, never in a returned object (Stripe shows only last4). */
  private readonly cardNumbers = new Map<string, string>();

  constructor(
    prices: PriceSeed[],
    private readonly emit: EventEmitter,
  ) {
    for (const price of prices) {
      this.prices.set(price.id, {
        id: price.id,
        object: 'price',
        active: true,
        currency: 'usd',
        unit_amount: price.unitAmount,
        nickname: price.nickname ?? null,
        product: newId('prod'),
        recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
        type: 'recurring',
        livemode: false,
        created: now(),
        metadata: {},
      });
    }
  }

  // Customers

  createCustomer(form: FormObject): Json {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      email: str(form, 'email') ?? null,
      name: str(form, 'name') ?? null,
      metadata: obj(form, 'metadata') ?? {},
      invoice_settings: { default_payment_method: null },
      created: now(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    this.emit('customer.created', customer);
    return customer;
  }

  customer(id: string): Json {
    const customer = this.customers.get(id);
    if (!customer) throw missing('customer', id);
    return customer;
  }

  updateCustomer(id: string, form: FormObject): Json {
    const customer = this.customer(id);
    for (const key of ['email', 'name'] as const) if (str(form, key) !== undefined) customer[key] = str(form, key);
    const metadata = obj(form, 'metadata');
    if (metadata) customer.metadata = { ...customer.metadata, ...metadata };
    const pm = str(obj(form, 'invoice_settings'), 'default_payment_method');
    if (pm !== undefined) {
      if (pm && this.paymentMethod(pm).customer !== id) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `The payment method '${pm}' must be attached to the customer.`,
          'resource_missing',
          { param: 'invoice_settings[default_payment_method]' },
        );
      }
      customer.invoice_settings.default_payment_method = pm || null;
    }
    this.emit('customer.updated', customer);
    return customer;
  }

  // Payment methods

  createPaymentMethod(form: FormObject): Json {
    if (str(form, 'type') !== 'card')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Only card payment methods are supported by this test server.',
        'parameter_invalid_string',
        { param: 'type' },
      );
    const card = obj(form, 'card');
    const number = (str(card, 'number') ?? '').replace(/\s+/g, '');
    if (!number) throw required('card[number]');
    if (!luhnValid(number)) throw cardError('incorrect_number', 'Your card number is incorrect.');
    const expMonth = Number(str(card, 'exp_month'));
    const expYear = Number(str(card, 'exp_year'));
    const fullYear = expYear < 100 ? 2000 + expYear : expYear;
    if (!(expMonth >= 1 && expMonth <= 12))
      throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.");
    const today = new Date();
    if (
      !fullYear ||
      fullYear < today.getUTCFullYear() ||
      (fullYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)
    ) {
      throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.");
    }
    if (!/^\d{3,4}$/.test(str(card, 'cvc') ?? ''))
      throw cardError('incorrect_cvc', "Your card's security code is incorrect.");
    const pm = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: {
        brand: brandOf(number),
        last4: number.slice(-4),
        exp_month: expMonth,
        exp_year: fullYear,
        funding: 'credit',
        country: 'US',
      },
      billing_details: {
        name: str(obj(form, 'billing_details'), 'name') ?? null,
        email: str(obj(form, 'billing_details'), 'email') ?? null,
      },
      customer: null as string | null,
      created: now(),
      livemode: false,
      metadata: {},
    };
    this.paymentMethods.set(pm.id, pm);
    this.cardNumbers.set(pm.id, number);
    return pm;
  }

  paymentMethod(id: string): Json {
    const pm = this.paymentMethods.get(id);
    if (!pm) throw missing('payment_method', id, 'payment_method');
    return pm;
  }

  attachPaymentMethod(id: string, customerId: string): Json {
    const pm = this.paymentMethod(id);
    this.customer(customerId);
    if (pm.customer && pm.customer !== customerId) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'The payment method you provided has already been attached to a customer.',
        'payment_method_unexpected_state',
      );
    }
    pm.customer = customerId;
    this.emit('payment_method.attached', pm);
    return pm;
  }

  private outcome(pmId: string) {
    return cardOutcome(this.cardNumbers.get(pmId) ?? '');
  }

  // Setup intents

  createSetupIntent(form: FormObject): Json {
    const customer = str(form, 'customer');
    if (customer) this.customer(customer);
    const id = newId('seti');
    const intent = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${crypto.randomBytes(12).toString('hex')}`,
      customer: customer ?? null,
      payment_method: null as string | null,
      // API versions from 2026 name it allowed_payment_method_types; older ones payment_method_types.
      payment_method_types: paymentMethodTypes(form),
      status: 'requires_payment_method',
      usage: str(form, 'usage') ?? 'off_session',
      last_setup_error: null as Json | null,
      metadata: obj(form, 'metadata') ?? {},
      created: now(),
      livemode: false,
    };
    this.setupIntents.set(id, intent);
    this.emit('setup_intent.created', intent);
    return intent;
  }

  setupIntent(id: string): Json {
    const intent = this.setupIntents.get(id);
    if (!intent) throw missing('setup_intent', id, 'intent');
    return intent;
  }

  /** Confirming attaches the card to the intent's customer, or fails as the test card says. */
  confirmSetupIntent(id: string, form: FormObject): Json {
    const intent = this.setupIntent(id);
    if (intent.status === 'succeeded') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'You cannot confirm this SetupIntent because it has already succeeded.',
        'setup_intent_unexpected_state',
      );
    }
    const pmId = str(form, 'payment_method') ?? intent.payment_method;
    if (!pmId) throw required('payment_method');
    const pm = this.paymentMethod(pmId);
    const outcome = this.outcome(pm.id);
    if (outcome === 'decline_on_setup' || outcome === 'insufficient_funds') {
      const decline = outcome === 'decline_on_setup' ? 'generic_decline' : 'insufficient_funds';
      const message = outcome === 'decline_on_setup' ? 'Your card was declined.' : 'Your card has insufficient funds.';
      intent.status = 'requires_payment_method';
      intent.last_setup_error = { type: 'card_error', code: 'card_declined', decline_code: decline, message };
      this.emit('setup_intent.setup_failed', intent);
      throw cardError('card_declined', message, decline);
    }
    if (intent.customer) this.attachPaymentMethod(pm.id, intent.customer);
    intent.payment_method = pm.id;
    intent.status = 'succeeded';
    intent.last_setup_error = null;
    this.emit('setup_intent.succeeded', intent);
    return intent;
  }

  // Prices

  price(id: string): Json {
    const price = this.prices.get(id);
    if (!price) throw missing('price', id, 'price');
    return price;
  }

  // Subscriptions

  createSubscription(form: FormObject): Json {
    const customerId = str(form, 'customer');
    if (!customerId) throw required('customer');
    const customer = this.customer(customerId);
    const items = list(form, 'items');
    const priceId = str(items[0] as FormObject | undefined, 'price');
    if (!priceId) throw required('items[0][price]');
    const price = this.price(priceId);
    const pmId = str(form, 'default_payment_method') ?? customer.invoice_settings.default_payment_method;
    if (!pmId) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'This customer has no attached payment source or default payment method.',
        'resource_missing',
      );
    }
    const pm = this.paymentMethod(pmId);
    if (pm.customer !== customerId)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `The payment method '${pmId}' must be attached to the customer.`,
        'resource_missing',
        { param: 'default_payment_method' },
      );
    const start = now();
    const id = newId('sub');
    const sub: Json = {
      id,
      object: 'subscription',
      customer: customerId,
      status: 'incomplete',
      items: {
        object: 'list',
        data: [this.item(id, price, start)],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      collection_method: 'charge_automatically',
      default_payment_method: pmId,
      latest_invoice: null,
      metadata: obj(form, 'metadata') ?? {},
      created: start,
      start_date: start,
      livemode: false,
    };
    const paid = this.outcome(pmId) === 'ok';
    if (!paid && str(form, 'payment_behavior') === 'error_if_incomplete') {
      throw cardError('card_declined', 'Your card was declined.', 'generic_decline');
    }
    this.subscriptions.set(id, sub);
    const invoice = this.invoice(sub, 'subscription_create', paid);
    sub.status = paid ? 'active' : 'incomplete';
    this.emit('customer.subscription.created', sub);
    this.emit('invoice.created', invoice);
    this.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    return sub;
  }

  subscription(id: string): Json {
    const sub = this.subscriptions.get(id);
    if (!sub) throw missing('subscription', id);
    return sub;
  }

  updateSubscription(id: string, form: FormObject): Json {
    const sub = this.subscription(id);
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
        'resource_missing',
      );
    }
    const previous = structuredClone(sub);
    const cancel = str(form, 'cancel_at_period_end');
    if (cancel !== undefined) {
      sub.cancel_at_period_end = cancel === 'true';
      sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : null;
      sub.canceled_at = sub.cancel_at_period_end ? now() : null;
    }
    const pm = str(form, 'default_payment_method');
    if (pm !== undefined) {
      if (this.paymentMethod(pm).customer !== sub.customer)
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `The payment method '${pm}' must be attached to the customer.`,
          'resource_missing',
        );
      sub.default_payment_method = pm;
    }
    const metadata = obj(form, 'metadata');
    if (metadata) sub.metadata = { ...sub.metadata, ...metadata };
    const item = list(form, 'items')[0] as FormObject | undefined;
    const priceId = str(item, 'price');
    if (priceId) {
      const itemId = str(item, 'id');
      const current = sub.items.data[0];
      if (itemId && itemId !== current.id) throw missing('subscription_item', itemId, 'items[0][id]');
      current.price = this.price(priceId);
      current.plan = { id: priceId, object: 'plan', amount: current.price.unit_amount, interval: 'month' };
    }
    this.emit('customer.subscription.updated', sub, previous);
    return sub;
  }

  /** DELETE /v1/subscriptions/:id — cancels at once. */
  cancelSubscription(id: string): Json {
    const sub = this.subscription(id);
    if (sub.status === 'canceled')
      throw new StripeApiError(400, 'invalid_request_error', `No such subscription: '${id}'`, 'resource_missing');
    this.end(sub);
    return sub;
  }

  // Time passing (test control): what Stripe does at the end of a billing period.

  /** The period ends: a cancelling subscription ends (deleted event); otherwise it renews and is charged. */
  endPeriod(id: string): Json {
    const sub = this.subscription(id);
    if (!LIVE_STATUSES.has(sub.status)) throw new Error(`subscription ${id} is ${sub.status}`);
    if (sub.cancel_at_period_end) {
      this.end(sub);
      return sub;
    }
    const previous = structuredClone(sub);
    const item = sub.items.data[0];
    item.current_period_start = item.current_period_end;
    item.current_period_end = item.current_period_start + PERIOD_SECONDS;
    const paid = this.outcome(sub.default_payment_method) === 'ok';
    const invoice = this.invoice(sub, 'subscription_cycle', paid);
    sub.status = paid ? 'active' : 'past_due';
    this.emit('invoice.created', invoice);
    this.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    this.emit('customer.subscription.updated', sub, previous);
    return sub;
  }

  /** Makes the saved card fail from now on (as if it expired), so the next renewal fails. */
  failFutureCharges(id: string) {
    const sub = this.subscription(id);
    this.cardNumbers.set(sub.default_payment_method, '4000000000000341');
  }

  /** Stripe gives up retrying a failed payment: with the default settings it cancels the subscription. */
  exhaustRetries(id: string): Json {
    const sub = this.subscription(id);
    this.end(sub);
    return sub;
  }

  private end(sub: Json) {
    sub.status = 'canceled';
    sub.ended_at = now();
    sub.canceled_at ??= now();
    this.emit('customer.subscription.deleted', sub);
  }

  private item(subscriptionId: string, price: Json, start: number): Json {
    return {
      id: newId('si'),
      object: 'subscription_item',
      subscription: subscriptionId,
      price,
      plan: { id: price.id, object: 'plan', amount: price.unit_amount, interval: 'month' },
      quantity: 1,
      current_period_start: start,
      current_period_end: start + PERIOD_SECONDS,
      created: start,
    };
  }

  private invoice(sub: Json, reason: string, paid: boolean): Json {
    const item = sub.items.data[0];
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      currency: 'usd',
      amount_due: item.price.unit_amount,
      amount_paid: paid ? item.price.unit_amount : 0,
      attempt_count: 1,
      attempted: true,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      created: now(),
      livemode: false,
    };
    this.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }
}
