/** The request header of the IETF draft "The Idempotency-Key HTTP Header Field", sent with every create. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

function randomKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of one form's submissions: made when a content is first sent, kept while the
 * same content is sent again after a failure (a lost answer, a 503: the server answers the first
 * success instead of creating twice), replaced once the create succeeded or the content changed.
 */
export class SubmissionKeys {
  private last: { content: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = randomKey) {}

  /** The key for sending `content` now (JSON-comparable). */
  keyFor(content: unknown): string {
    const json = JSON.stringify(content) ?? '';
    if (this.last?.content !== json) this.last = { content: json, key: this.newKey() };
    return this.last.key;
  }

  /** The create succeeded: the same content sent later is a new submission. */
  succeeded(): void {
    this.last = null;
  }
}
