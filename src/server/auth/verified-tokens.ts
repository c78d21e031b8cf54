/**
 * Bearer tokens this process has already verified, with what was derived from them, until they expire.
 * Verifying an RS256 signature and building the caller's ability cost more than the rest of a small
 * request; a client sends the same access token for minutes. Only tokens that passed every check are
 * kept, each entry ends at the token's own `exp`, and the map is bounded (least recently used leaves).
 */
export class VerifiedTokens<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(private readonly maxEntries = 2000) {}

  get(token: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    this.entries.delete(token);
    if (entry.expiresAt <= now) return undefined;
    this.entries.set(token, entry);
    return entry.value;
  }

  /** expSeconds: the token's `exp` claim. */
  set(token: string, value: T, expSeconds: number): void {
    if (this.maxEntries === 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { value, expiresAt: expSeconds * 1000 });
  }
}
