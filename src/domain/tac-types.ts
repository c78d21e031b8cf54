/**
 * The kinds of TAC. Apart from the zod schema (schemas/tac.ts) so that the public TAC list, which only names them in
 * its type filter, does not load zod and build every schema before its first rows (~25 kB and ~20 ms at 1× CPU).
 */
export const TAC_TYPES = ['Fechamento', 'Regularização', 'Adequação'] as const;
