import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './SelectableList.css';

export interface SelectableListItem {
  id: string;
  /** What the item shows: phrasing content only (it is the select button's content and accessible name). */
  content: ReactNode;
  /** Beside the select button, e.g. a link that opens the item. */
  action?: ReactNode;
}

export interface SelectableListProps {
  items: readonly SelectableListItem[];
  /** The selected item (another view, e.g. a map, may select it too: the list then scrolls it into view). */
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The list's accessible name. */
  label: string;
  className?: string;
}

/**
 * A list whose items can be selected, kept in step with another view of the same items (e.g. markers on a map):
 * each item is a toggle button (`aria-pressed`) with an optional action beside it. Tab reaches every item; the arrow
 * keys, Home and End move to and select the previous, next, first or last item. An item selected elsewhere scrolls
 * into view.
 */
export function SelectableList({ items, selectedId, onSelect, label, className }: SelectableListProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (selectedId === null) return;
    const button = buttons.current.get(selectedId);
    // `nearest` scrolls only the list's own scroll box as far as needed (and nothing when the item is in view)
    button?.closest('li')?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next =
      event.key === 'ArrowDown'
        ? index + 1
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = items[Math.max(0, Math.min(items.length - 1, next))];
    if (!target) return;
    buttons.current.get(target.id)?.focus();
    onSelect(target.id);
  };

  return (
    <ul aria-label={label} className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const selected = item.id === selectedId;
        return (
          <li key={item.id} className={styles.item} data-selected={selected} data-item-id={item.id}>
            <button
              type="button"
              ref={(element) => {
                if (element) buttons.current.set(item.id, element);
                else buttons.current.delete(item.id);
              }}
              className={styles.select}
              aria-pressed={selected}
              onClick={() => onSelect(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.content}
            </button>
            {item.action ? <div className={styles.action}>{item.action}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
