import { useEffect, useRef, useState } from 'react';
import { DatePickerField } from '../DatePickerField';

interface DateFilterFieldProps {
  id: string;
  label: string;
  /** The applied date, YYYY-MM-DD. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  minDate?: string;
  maxDate?: string;
  error?: string;
  /** Pause after the last keystroke before filtering. */
  delayMs?: number;
}

/** Years a staff list can hold: while a year is being typed (0002, 0020, 0202…) the date is not applied. */
const EARLIEST = '1900-01-01';

/**
 * A list filter's date (MUI X DatePicker in the user's language): only a complete, plausible date filters, after a
 * pause, so typing a year sends one request, not one per keystroke; clearing applies at once.
 */
export function DateFilterField({ id, label, value, onChange, minDate, maxDate, error, delayMs = 500 }: DateFilterFieldProps) {
  const [typed, setTyped] = useState<string | null>(value ?? null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const applied = value ?? null;

  // Changed elsewhere (clear filters, a saved query, the URL): show it.
  useEffect(() => setTyped(applied), [applied]);

  useEffect(() => {
    if (typed === applied) return undefined;
    if (typed === null) {
      onChangeRef.current(undefined);
      return undefined;
    }
    if (typed === 'invalid' || typed < EARLIEST) return undefined;
    const timer = setTimeout(() => onChangeRef.current(typed), delayMs);
    return () => clearTimeout(timer);
  }, [typed, applied, delayMs]);

  return <DatePickerField id={id} label={label} value={typed} onChange={setTyped} minDate={minDate} maxDate={maxDate} error={error} />;
}
