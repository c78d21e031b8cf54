import { hasBit, setBit } from './bitsets';

/**
 * The words of the published rows' search texts, for `q` in memory. A search text is its fields folded
 * (db/search-text.ts) between newlines; a word of `q` holds neither a space nor a newline, so it appears in a row's
 * text exactly when it appears inside one of the row's tokens (its runs without spaces and newlines). The index keeps
 * each row's tokens, each token's rows, and the tokens holding each string of one to three characters, so a word
 * finds its tokens from its rarest trigram (or directly, when it is that short) and its rows from their tokens, as
 * the database's trigram indexes do for `like '%word%'`.
 */
export interface WordIndex {
  /** The distinct tokens. */
  vocabulary: string[];
  /** Row r's tokens: tokensOf[tokenStart[r]] … tokensOf[tokenStart[r + 1] - 1]. */
  tokenStart: Uint32Array;
  tokensOf: Uint32Array;
  /** Token t's rows, ascending: rowsOf[rowStart[t]] … */
  rowStart: Uint32Array;
  rowsOf: Uint32Array;
  /** A string of one to three characters → the tokens holding it. */
  grams: Map<string, Uint32Array>;
  /** Per word of a search (its slot), a mark per token, reused: a token is the word's when its mark is the slot's stamp. */
  marks?: { stamp: number; marks: Uint32Array }[];
}

/** Token numbers, ascending. */
export type Tokens = Uint32Array;

const SPLIT = /[ \n]+/;
const TRIGRAM = 3;

/** The distinct strings of `lengths` characters in `token`. */
function gramsOf(token: string, lengths: readonly number[]): Set<string> {
  const grams = new Set<string>();
  for (const length of lengths) for (let i = 0; i + length <= token.length; i++) grams.add(token.slice(i, i + length));
  return grams;
}
const SHORT = [1, 2, TRIGRAM];

/** Two-pass CSR lists: `count(each)` then `fill(each)`, over `n` owners. */
function csr(owners: number, visit: (add: (owner: number, item: number) => void) => void): { start: Uint32Array; items: Uint32Array } {
  const start = new Uint32Array(owners + 1);
  visit((owner) => start[owner + 1]!++);
  for (let i = 0; i < owners; i++) start[i + 1]! += start[i]!;
  const items = new Uint32Array(start[owners]!);
  const next = start.slice(0, owners);
  visit((owner, item) => {
    items[next[owner]!++] = item;
  });
  return { start, items };
}

/** A growing list of 32-bit numbers (a row's tokens, one after another: millions of them for a big table). */
class NumberList {
  items = new Uint32Array(1024);
  length = 0;
  push(value: number) {
    if (this.length === this.items.length) {
      const grown = new Uint32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }
}

/** Builds a WordIndex from the rows' search texts, given one at a time (in row order), so no text is kept. */
export class WordIndexBuilder {
  private readonly tokenIds = new Map<string, number>();
  private readonly vocabulary: string[] = [];
  private readonly rowTokens = new NumberList();
  private readonly tokenEnds = new NumberList();

  add(text: string) {
    const first = this.rowTokens.length;
    for (const token of text.split(SPLIT)) {
      if (token === '') continue;
      let id = this.tokenIds.get(token);
      if (id === undefined) {
        id = this.vocabulary.length;
        this.tokenIds.set(token, id);
        this.vocabulary.push(token);
      }
      // Each token once per row (a município named twice in the row's fields).
      let repeated = false;
      for (let i = first; i < this.rowTokens.length && !repeated; i++) repeated = this.rowTokens.items[i] === id;
      if (!repeated) this.rowTokens.push(id);
    }
    this.tokenEnds.push(this.rowTokens.length);
  }

  finish(): WordIndex {
    const { vocabulary } = this;
    const rows = this.tokenEnds.length;
    const tokenStart = new Uint32Array(rows + 1);
    tokenStart.set(this.tokenEnds.items.subarray(0, rows), 1);
    const tokensOf = this.rowTokens.items.slice(0, this.rowTokens.length);
    const byToken = csr(vocabulary.length, (add) => {
      for (let row = 0; row < rows; row++) for (let i = tokenStart[row]!; i < tokenStart[row + 1]!; i++) add(tokensOf[i]!, row);
    });
    // The grams of each token, computed in both passes rather than held between them.
    const gramIds = new Map<string, number>();
    for (const token of vocabulary) for (const gram of gramsOf(token, SHORT)) if (!gramIds.has(gram)) gramIds.set(gram, gramIds.size);
    const gramLists = csr(gramIds.size, (add) => vocabulary.forEach((token, id) => gramsOf(token, SHORT).forEach((gram) => add(gramIds.get(gram)!, id))));
    const grams = new Map<string, Uint32Array>();
    for (const [gram, id] of gramIds) grams.set(gram, gramLists.items.subarray(gramLists.start[id]!, gramLists.start[id + 1]!));
    return { vocabulary, tokenStart, tokensOf, rowStart: byToken.start, rowsOf: byToken.items, grams };
  }
}

/** The tokens holding `word` (as a substring). */
export function tokensHolding(index: WordIndex, word: string): Tokens {
  if (word.length <= TRIGRAM) return index.grams.get(word) ?? new Uint32Array(0);
  let fewest: Uint32Array | undefined;
  for (const gram of gramsOf(word, [TRIGRAM])) {
    const tokens = index.grams.get(gram);
    if (!tokens) return new Uint32Array(0);
    if (!fewest || tokens.length < fewest.length) fewest = tokens;
  }
  return fewest!.filter((token) => index.vocabulary[token]!.includes(word));
}

/** How many (row, token) pairs the tokens list: at least the rows holding them, at most their sum. */
export function rowsListed(index: WordIndex, tokens: Tokens): number {
  let sum = 0;
  for (const token of tokens) sum += index.rowStart[token + 1]! - index.rowStart[token]!;
  return sum;
}

/**
 * Visits the rows holding any of `tokens`, each once, until `visit` returns false. `seen` is a bitset of the rows,
 * cleared here.
 */
export function eachRowHolding(index: WordIndex, tokens: Tokens, seen: Uint32Array, visit: (row: number) => boolean): void {
  const { rowStart, rowsOf } = index;
  if (tokens.length === 1) {
    for (let i = rowStart[tokens[0]!]!; i < rowStart[tokens[0]! + 1]!; i++) if (!visit(rowsOf[i]!)) return;
    return;
  }
  // A row holding two of the tokens ("8" and "18") is listed under both.
  seen.fill(0);
  for (const token of tokens) {
    for (let i = rowStart[token]!; i < rowStart[token + 1]!; i++) {
      const row = rowsOf[i]!;
      if (hasBit(seen, row)) continue;
      setBit(seen, row);
      if (!visit(row)) return;
    }
  }
}

/** The rows holding any of `tokens`, as a bitset written into `into`. */
export function rowsHoldingInto(index: WordIndex, tokens: Tokens, into: Uint32Array): Uint32Array {
  const { rowStart, rowsOf } = index;
  into.fill(0);
  for (const token of tokens) for (let i = rowStart[token]!; i < rowStart[token + 1]!; i++) setBit(into, rowsOf[i]!);
  return into;
}

/** Whether row `row` has a token `accept`s. */
export function rowHolds(index: WordIndex, row: number, accept: (token: number) => boolean): boolean {
  for (let i = index.tokenStart[row]!; i < index.tokenStart[row + 1]!; i++) if (accept(index.tokensOf[i]!)) return true;
  return false;
}

/**
 * A test of tokens: membership in `tokens`. Many tokens are marked in an array over the vocabulary that the
 * search's `slot` (its word's position) reuses, with a new stamp each time instead of a new array.
 */
export function tokenTest(index: WordIndex, tokens: Tokens, slot: number): (token: number) => boolean {
  if (tokens.length <= 16) return (token) => tokens.includes(token);
  const slots = (index.marks ??= []);
  const mark = (slots[slot] ??= { stamp: 0, marks: new Uint32Array(index.vocabulary.length) });
  if (mark.stamp === 0xffffffff) {
    mark.marks.fill(0);
    mark.stamp = 0;
  }
  const stamp = ++mark.stamp;
  const { marks } = mark;
  for (const token of tokens) marks[token] = stamp;
  return (token) => marks[token] === stamp;
}
