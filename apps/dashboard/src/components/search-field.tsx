/**
 * A list's free-text search (the transport list's and the customers screen's): the field answers every keystroke,
 * the list's view (kept in the address bar) follows once typing has paused for TABLE_SEARCH_DEBOUNCE_MS, and a view
 * changed from elsewhere (Back, a cleared search or filters) refills the field.
 */
import { useEffect, useState } from 'react';
import { TextField } from '@siirto/ui';
import { TABLE_SEARCH_DEBOUNCE_MS } from '@siirto/domain';

export interface SearchFieldProps {
  /** The search the list shows now (from the address bar). */
  value: string;
  /** Called with the typed text once typing pauses. */
  onSearch: (value: string) => void;
  label: string;
  description?: string;
}

export function SearchField({ value, onSearch, label, description }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // the view changed from elsewhere: the field shows it
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text), TABLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      type="search"
      label={label}
      description={description}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}
