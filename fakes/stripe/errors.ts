/** Stripe's error body: `{error: {type, code?, decline_code?, message, param?}}` with the documented HTTP status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error',
    message: string,
    readonly code?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody() {
    return {
      error: { type: this.type, message: this.message, ...(this.code ? { code: this.code } : {}), ...this.extra },
    };
  }
}

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', { param });

export const required = (param: string) =>
  new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', { param });

export const cardError = (code: string, message: string, declineCode?: string) =>
  new StripeApiError(402, 'card_error', message, code, declineCode ? { decline_code: declineCode } : {});
