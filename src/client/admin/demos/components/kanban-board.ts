export const COLUMNS = ['todo', 'doing', 'done'] as const;
export type ColumnId = (typeof COLUMNS)[number];
export type Board = Record<ColumnId, string[]>;

export const INITIAL_BOARD: Board = {
  todo: ['card-1', 'card-2', 'card-3'],
  doing: ['card-4', 'card-5'],
  done: ['card-6'],
};

const isColumn = (id: string): id is ColumnId => (COLUMNS as readonly string[]).includes(id);

/** The column holding a card, or the column itself when the id names one. */
export function columnOf(board: Board, id: string): ColumnId | undefined {
  if (isColumn(id)) return id;
  return COLUMNS.find((column) => board[column].includes(id));
}

/** The board with a card moved to a column, before the card `overId` (or at the end when over the column itself). */
export function moveCard(board: Board, cardId: string, to: ColumnId, overId: string): Board {
  const from = columnOf(board, cardId);
  if (!from) return board;
  const target = board[to].filter((id) => id !== cardId);
  const at = target.indexOf(overId);
  target.splice(at < 0 ? target.length : at, 0, cardId);
  return { ...board, [from]: board[from].filter((id) => id !== cardId), [to]: target };
}
