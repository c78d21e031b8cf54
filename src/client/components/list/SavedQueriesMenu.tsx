import BookmarksIcon from '@mui/icons-material/Bookmarks';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCreate, useDelete, useList } from '@refinedev/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedQuery } from '../../../domain/schemas/saved-query';
import type { ListSavedQueries } from './list-grid-context';

const RESOURCE = 'saved-queries';

/** "Consultas salvas": save the list's current filters and sort under a name, apply one, delete one (per user, on the server). */
export function SavedQueriesMenu({ saved }: { saved: ListSavedQueries }) {
  const { t } = useTranslation('list');
  const { list, filters, sorters, apply } = saved;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const menuId = useId();
  const { result, query } = useList<SavedQuery>({
    resource: RESOURCE,
    filters: [{ field: 'resource', operator: 'eq', value: list }],
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const { mutate: create, mutation } = useCreate<SavedQuery>();
  const { mutate: remove } = useDelete<SavedQuery>();
  const queries = result.data;
  const close = () => setAnchor(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    create(
      {
        resource: RESOURCE,
        values: { resource: list, name: trimmed, query: { filters, sorters } },
        successNotification: { type: 'success', message: t('saved.saved', { name: trimmed }) },
        errorNotification: (error) => ({ type: 'error', message: t('saved.failed', { message: error?.message ?? '' }) }),
      },
      { onSuccess: () => setNaming(false) },
    );
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarksIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        className="no-print"
      >
        {t('saved.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            setName('');
            setNaming(true);
          }}
        >
          <ListItemIcon>
            <SaveIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('saved.save')} />
        </MenuItem>
        <Divider />
        {queries.length === 0 && <MenuItem disabled>{query.isLoading ? t('filters.loading') : t('saved.empty')}</MenuItem>}
        {queries.map((item) => (
          <MenuItem
            key={item.id}
            onClick={() => {
              close();
              apply(item.query as Parameters<typeof apply>[0]);
            }}
            aria-label={t('saved.apply', { name: item.name })}
          >
            <ListItemText primary={item.name} />
            <IconButton
              size="small"
              edge="end"
              aria-label={t('saved.delete', { name: item.name })}
              sx={{ ml: 2 }}
              onClick={(event) => {
                event.stopPropagation();
                remove({ resource: RESOURCE, id: item.id, successNotification: { type: 'success', message: t('saved.deleted', { name: item.name }) } });
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
      </Menu>
      <Dialog open={naming} onClose={() => setNaming(false)} aria-labelledby={`${menuId}-title`}>
        <form onSubmit={save}>
          <DialogTitle id={`${menuId}-title`}>{t('saved.save_title')}</DialogTitle>
          <DialogContent>
            <TextField
              fullWidth
              margin="dense"
              id={`${menuId}-name`}
              label={t('saved.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setNaming(false)}>{t('saved.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!name.trim() || mutation.isPending}>
              {t('saved.save_action')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
