import { useTheme } from '@mui/material/styles';
import { KBAR_LISTBOX, VisualState, getListboxItemId, useKBar } from '@refinedev/kbar';
import { useEffect, useState } from 'react';

/**
 * The palette's search box. kbar's own KBarSearch renders its value from the store a moment after each key, and
 * fast typing loses keys; this one keeps what was typed locally and tells kbar.
 */
export function PaletteSearch({ label }: { label: string }) {
  const theme = useTheme();
  const { query, activeIndex, showing } = useKBar((state) => ({ activeIndex: state.activeIndex, showing: state.visualState === VisualState.showing }));
  const [value, setValue] = useState('');
  useEffect(() => {
    query.setSearch('');
    return () => query.setSearch('');
  }, [query]);
  return (
    <input
      ref={query.inputRefSetter}
      // The palette is a dialog opened on purpose: its search box takes the focus.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      autoComplete="off"
      spellCheck={false}
      role="combobox"
      aria-label={label}
      aria-expanded={showing}
      aria-controls={KBAR_LISTBOX}
      aria-activedescendant={getListboxItemId(activeIndex)}
      placeholder={label}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        query.setSearch(event.target.value);
      }}
      style={{
        width: '100%',
        boxSizing: 'border-box',
        padding: '14px 16px',
        fontSize: 16,
        fontFamily: theme.typography.fontFamily,
        border: 'none',
        borderBottom: `1px solid ${theme.palette.divider}`,
        outline: 'none',
        background: theme.palette.background.paper,
        color: theme.palette.text.primary,
      }}
    />
  );
}
