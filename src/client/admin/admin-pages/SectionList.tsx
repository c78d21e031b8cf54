import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { AdminPage } from '../../../domain/schemas/admin-page';

interface SectionListProps {
  label: string;
  sections: readonly AdminPage[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  /** Absent → the order cannot be changed here (the Portuguese fallback). */
  onMove?: (index: number, step: -1 | 1) => void;
  busy: boolean;
}

/** The sections in order, the open one marked; arrows move a section up or down. */
export function SectionList({ label, sections, selectedId, onSelect, onMove, busy }: SectionListProps) {
  const { t } = useTranslation('adminpages');
  return (
    <Box component="nav" aria-label={label}>
      <List dense disablePadding>
        {sections.map((section, index) => (
          <ListItem
            key={section.id}
            disablePadding
            secondaryAction={
              onMove && (
                <Box sx={{ display: 'flex' }}>
                  <IconButton
                    size="small"
                    aria-label={t('actions.move_up', { title: section.title })}
                    disabled={busy || index === 0}
                    onClick={() => onMove(index, -1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('actions.move_down', { title: section.title })}
                    disabled={busy || index === sections.length - 1}
                    onClick={() => onMove(index, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </Box>
              )
            }
            sx={{ '& .MuiListItemButton-root': { pr: onMove ? 10 : 2 } }}
          >
            <ListItemButton
              selected={section.id === selectedId}
              aria-current={section.id === selectedId ? 'page' : undefined}
              onClick={() => onSelect(section.id)}
            >
              <ListItemText primary={section.title} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
