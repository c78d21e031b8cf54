import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';
import { COLUMNS, columnOf, INITIAL_BOARD, moveCard, type Board, type ColumnId } from './kanban-board';

function KanbanCard({ id }: { id: string }) {
  const { t } = useTranslation('demos');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Box
      ref={setNodeRef}
      component="li"
      sx={{ listStyle: 'none', opacity: isDragging ? 0.7 : 1 }}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
    >
      <Paper
        ref={setActivatorNodeRef}
        elevation={isDragging ? 6 : 1}
        {...attributes}
        {...listeners}
        aria-roledescription={t('components.kanban.card')}
        sx={{ p: 1.5, cursor: 'grab', touchAction: 'none', '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' } }}
      >
        <Typography variant="body2">{t(`components.kanban.cards.${id}`)}</Typography>
      </Paper>
    </Box>
  );
}

function KanbanColumn({ column, cards }: { column: ColumnId; cards: string[] }) {
  const { t } = useTranslation('demos');
  const { setNodeRef, isOver } = useDroppable({ id: column });
  const heading = `kanban-${column}`;
  return (
    <Box component="section" aria-labelledby={heading} sx={{ bgcolor: isOver ? 'action.selected' : 'action.hover', borderRadius: 1, p: 1.5, minWidth: 0 }}>
      <Typography id={heading} component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t(`components.kanban.columns.${column}`)} ({cards.length})
      </Typography>
      <SortableContext id={column} items={cards} strategy={verticalListSortingStrategy}>
        <Box ref={setNodeRef} component="ul" aria-label={t(`components.kanban.columns.${column}`)} sx={{ m: 0, p: 0, display: 'grid', gap: 1, minHeight: 56 }}>
          {cards.map((id) => (
            <KanbanCard key={id} id={id} />
          ))}
        </Box>
      </SortableContext>
    </Box>
  );
}

/** @dnd-kit: a board whose cards move between columns by mouse, touch or keyboard (space, arrows, space). */
export function KanbanDemo() {
  const { t } = useTranslation('demos');
  const [board, setBoard] = useState<Board>(INITIAL_BOARD);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => t(`components.kanban.cards.${String(id)}`);
  const place = (id: UniqueIdentifier | undefined) => {
    const column = id === undefined ? undefined : columnOf(board, String(id));
    return column ? t(`components.kanban.columns.${column}`) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('components.kanban.announce.start', { card: name(active.id), column: place(active.id) }),
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? t('components.kanban.announce.over', { card: name(active.id), column: place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) => (over ? t('components.kanban.announce.end', { card: name(active.id), column: place(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('components.kanban.announce.cancel', { card: name(active.id) }),
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const from = columnOf(board, String(active.id));
    const to = columnOf(board, String(over.id));
    if (from && to && from !== to) setBoard((was) => moveCard(was, String(active.id), to, String(over.id)));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const column = columnOf(board, String(active.id));
    if (!column || column !== columnOf(board, String(over.id))) return;
    const from = board[column].indexOf(String(active.id));
    const to = board[column].indexOf(String(over.id));
    if (from >= 0 && to >= 0 && from !== to) setBoard((was) => ({ ...was, [column]: arrayMove(was[column], from, to) }));
  };
  return (
    <DemoSection title={t('components.kanban.title')} description={t('components.kanban.description')}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('components.kanban.instructions') } }}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          {COLUMNS.map((column) => (
            <KanbanColumn key={column} column={column} cards={board[column]} />
          ))}
        </Box>
      </DndContext>
    </DemoSection>
  );
}
