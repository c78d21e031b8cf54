import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

interface SearchFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (text: string | undefined) => void;
  /** Pause after the last keystroke before searching; Enter searches at once. */
  delayMs?: number;
}

/** Free-text search that applies itself after a pause, and follows the value when it changes elsewhere. */
export function SearchField({ id, label, value, onChange, delayMs = 400 }: SearchFieldProps) {
  const [text, setText] = useState(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const applied = value ?? '';

  // Cleared or changed from outside (clear-filters button, URL): show it, keeping a typed trailing space.
  useEffect(() => {
    setText((current) => (current.trim() === applied ? current : applied));
  }, [applied]);

  useEffect(() => {
    const next = text.trim();
    if (next === applied) return undefined;
    const timer = setTimeout(() => onChangeRef.current(next || undefined), delayMs);
    return () => clearTimeout(timer);
  }, [text, applied, delayMs]);

  return (
    <TextField
      id={id}
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && text.trim() !== applied) onChangeRef.current(text.trim() || undefined);
      }}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
