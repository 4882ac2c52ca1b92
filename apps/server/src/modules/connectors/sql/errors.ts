/** Thrown when a spec is malformed (unknown alias, bad limit…) or asks what the dialect cannot do; the message is safe to show. */
export class QuerySpecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QuerySpecError';
  }
}
