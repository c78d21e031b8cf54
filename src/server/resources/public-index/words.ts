/**
 * The words of the published rows' search texts, for `q` in memory. A search text is its fields folded
 * (db/search-text.ts) between newlines; a word of `q` holds neither a space nor a newline, so it appears in a row's
 * text exactly when it appears inside one of the row's tokens (its runs without spaces and newlines). The index keeps
 * each row's tokens, each token's rows, and each token's trigrams, so a word finds its tokens from its rarest trigram
 * and its rows from their tokens, as the database's trigram indexes do for `like '%word%'`.
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
  /** Trigram → tokens holding it. */
  trigrams: Map<string, Uint32Array>;
}

const SPLIT = /[ \n]+/;
const TRIGRAM = 3;

function trigramsOf(token: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + TRIGRAM <= token.length; i++) grams.add(token.slice(i, i + TRIGRAM));
  return grams;
}

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

export function buildWordIndex(texts: readonly string[]): WordIndex {
  const tokenIds = new Map<string, number>();
  const vocabulary: string[] = [];
  const rowTokens: number[] = [];
  const tokenStart = new Uint32Array(texts.length + 1);
  texts.forEach((text, row) => {
    const seen = new Set<number>();
    for (const token of text.split(SPLIT)) {
      if (token === '') continue;
      let id = tokenIds.get(token);
      if (id === undefined) {
        id = vocabulary.length;
        tokenIds.set(token, id);
        vocabulary.push(token);
      }
      if (!seen.has(id)) {
        seen.add(id);
        rowTokens.push(id);
      }
    }
    tokenStart[row + 1] = rowTokens.length;
  });
  const tokensOf = Uint32Array.from(rowTokens);
  const byToken = csr(vocabulary.length, (add) => {
    for (let row = 0; row < texts.length; row++) for (let i = tokenStart[row]!; i < tokenStart[row + 1]!; i++) add(tokensOf[i]!, row);
  });
  const gramIds = new Map<string, number>();
  const tokenGrams = vocabulary.map((token) =>
    [...trigramsOf(token)].map((gram) => {
      let id = gramIds.get(gram);
      if (id === undefined) gramIds.set(gram, (id = gramIds.size));
      return id;
    }),
  );
  const byGram = csr(gramIds.size, (add) => tokenGrams.forEach((grams, token) => grams.forEach((gram) => add(gram, token))));
  const trigrams = new Map<string, Uint32Array>();
  for (const [gram, id] of gramIds) trigrams.set(gram, byGram.items.subarray(byGram.start[id]!, byGram.start[id + 1]!));
  return { vocabulary, tokenStart, tokensOf, rowStart: byToken.start, rowsOf: byToken.items, trigrams };
}

/** The tokens holding `word` (as a substring). */
export function tokensHolding(index: WordIndex, word: string): number[] {
  if (word.length < TRIGRAM) return index.vocabulary.flatMap((token, id) => (token.includes(word) ? [id] : []));
  let fewest: Uint32Array | undefined;
  for (const gram of trigramsOf(word)) {
    const tokens = index.trigrams.get(gram);
    if (!tokens) return [];
    if (!fewest || tokens.length < fewest.length) fewest = tokens;
  }
  return [...fewest!].filter((token) => index.vocabulary[token]!.includes(word));
}

/** How many (row, token) pairs the tokens list: at least the rows holding them, at most their sum. */
export function rowsListed(index: WordIndex, tokens: readonly number[]): number {
  let sum = 0;
  for (const token of tokens) sum += index.rowStart[token + 1]! - index.rowStart[token]!;
  return sum;
}

/** The rows holding any of `tokens`, each once. */
export function rowsHolding(index: WordIndex, tokens: readonly number[], rowCount: number): Uint32Array {
  if (tokens.length === 1) return index.rowsOf.subarray(index.rowStart[tokens[0]!]!, index.rowStart[tokens[0]! + 1]!);
  const seen = new Uint8Array(rowCount);
  const rows: number[] = [];
  for (const token of tokens) {
    for (let i = index.rowStart[token]!; i < index.rowStart[token + 1]!; i++) {
      const row = index.rowsOf[i]!;
      if (!seen[row]) {
        seen[row] = 1;
        rows.push(row);
      }
    }
  }
  return Uint32Array.from(rows);
}

/** Whether row `row` holds one of the tokens marked in `mask`. */
export function rowHolds(index: WordIndex, row: number, mask: Uint8Array): boolean {
  for (let i = index.tokenStart[row]!; i < index.tokenStart[row + 1]!; i++) if (mask[index.tokensOf[i]!]) return true;
  return false;
}
