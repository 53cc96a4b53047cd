import { Combobox as ArkCombobox, createListCollection } from '@ark-ui/react';
import { useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Field, controlState, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as selectStyles from '../Select/Select.css';
import * as styles from './Combobox.css';

export interface ComboboxOption<V extends string = string> {
  value: V;
  label: string;
  /** A second line, e.g. the postal code and city of an address. */
  description?: string;
  disabled?: boolean;
}

export interface ComboboxProps<
  V extends string = string,
  O extends ComboboxOption<V> = ComboboxOption<V>,
> extends FieldBaseProps {
  /**
   * Finds suggestions for the typed text. The app supplies it (ui fetches nothing); the signal aborts a
   * request that a newer query made stale.
   */
  loadOptions: (query: string, signal: AbortSignal) => Promise<readonly O[]>;
  /** Wait this long after the last keystroke before asking (spec: 300 ms for vehicle and address). */
  debounceMs?: number;
  /**
   * Ask only when at least this many characters are typed. With 0 the field lists `loadOptions('')` (e.g. the first
   * page) as soon as it opens (a click or the down arrow), and typing narrows it.
   */
  minQueryLength?: number;
  /** The chosen option (controlled); `null` for none. */
  value?: O | null;
  defaultValue?: O | null;
  onValueChange?: (option: O | null) => void;
  /** Called with every change of the typed text. */
  onInputValueChange?: (text: string) => void;
  placeholder?: string;
  /** Shown while suggestions load, e.g. "Haetaan…". */
  loadingText: ReactNode;
  /** Shown when the query found nothing, e.g. "Ei tuloksia". */
  emptyText: ReactNode;
  /** Shown when the list without a query is empty (`minQueryLength` 0), e.g. "Ei vielä asiakkaita"; else `emptyText`. */
  noOptionsText?: ReactNode;
  /** Shown when loading failed, e.g. "Haku epäonnistui". */
  errorText?: ReactNode;
  /** Accessible name of the clear button, e.g. "Tyhjennä". */
  clearLabel?: string;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

type Status = 'idle' | 'loading' | 'done' | 'failed';

/** The user opened the list without typing: it shows the whole first page (`minQueryLength` 0). */
const openedByUser: readonly string[] = ['input-click', 'trigger-click', 'arrow-key'];

/**
 * A text input with suggestions loaded as the user types (Ark Combobox): debounced, stale requests
 * aborted, loading / empty / failed states, arrow keys + Enter to choose, Escape to close.
 */
export function Combobox<V extends string = string, O extends ComboboxOption<V> = ComboboxOption<V>>({
  loadOptions,
  debounceMs = 300,
  minQueryLength = 1,
  value,
  defaultValue,
  onValueChange,
  onInputValueChange,
  placeholder,
  loadingText,
  emptyText,
  noOptionsText,
  errorText,
  clearLabel,
  name,
  onBlur,
  ref,
  ...fieldProps
}: ComboboxProps<V, O>) {
  const [query, setQuery] = useState<string | null>(null);
  const [options, setOptions] = useState<readonly O[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [internalValue, setInternalValue] = useState<O | null>(defaultValue ?? null);
  const selected = value === undefined ? internalValue : value;
  const loadRef = useRef(loadOptions);
  useEffect(() => {
    loadRef.current = loadOptions;
  }, [loadOptions]);

  useEffect(() => {
    if (query === null) return;
    if (query.trim().length < minQueryLength) {
      setOptions([]);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    const timer = setTimeout(() => {
      loadRef.current(query.trim(), controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setOptions(found);
          setStatus('done');
        },
        () => {
          if (controller.signal.aborted) return;
          setOptions([]);
          setStatus('failed');
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, debounceMs, minQueryLength]);

  // The chosen option stays in the collection so Ark can show and mark it.
  const items = useMemo(() => {
    if (selected && !options.some((option) => option.value === selected.value)) return [selected, ...options];
    return options;
  }, [options, selected]);
  const collection = useMemo(
    () =>
      createListCollection<O>({
        items,
        itemToValue: (option) => option.value,
        itemToString: (option) => option.label,
        isItemDisabled: (option) => option.disabled === true,
      }),
    [items],
  );
  const isInvalid = fieldProps.invalid ?? Boolean(fieldProps.error);
  const showStatus = status === 'loading' || (status === 'done' && options.length === 0) || status === 'failed';
  const listsOnOpen = minQueryLength <= 0;
  const statusText =
    status === 'loading'
      ? loadingText
      : status === 'failed'
        ? (errorText ?? emptyText)
        : query?.trim() === '' && noOptionsText !== undefined
          ? noOptionsText
          : emptyText;

  return (
    <Field {...fieldProps}>
      {(describedBy) => (
        <ArkCombobox.Root
          collection={collection}
          value={selected ? [selected.value] : []}
          defaultInputValue={selected?.label ?? ''}
          onValueChange={(details) => {
            const option = details.items[0] ?? null;
            if (value === undefined) setInternalValue(option);
            onValueChange?.(option);
          }}
          onInputValueChange={(details) => {
            onInputValueChange?.(details.inputValue);
            if (details.reason === 'input-change') setQuery(details.inputValue);
          }}
          open={open && (showStatus || options.length > 0)}
          onOpenChange={(details) => {
            setOpen(details.open);
            // opened without typing (a click, the down arrow): the whole first page, not the last search's results
            if (details.open && listsOnOpen && openedByUser.includes(details.reason ?? 'script')) setQuery('');
          }}
          openOnClick={listsOnOpen}
          openOnChange
          inputBehavior="autohighlight"
          selectionBehavior="replace"
          name={name}
          positioning={{ sameWidth: true, strategy: 'fixed', gutter: 4 }}
          onInteractOutside={onBlur}
        >
          <ArkCombobox.Control
            className={fieldStyles.control()}
            {...controlState({ invalid: isInvalid, disabled: fieldProps.disabled, readOnly: fieldProps.readOnly })}
          >
            <Icon name="search" className={selectStyles.leadingIcon} />
            <ArkCombobox.Input
              ref={ref}
              className={fieldStyles.input}
              placeholder={placeholder}
              aria-describedby={describedBy}
              onBlur={onBlur}
            />
            {status === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
            {clearLabel && (
              <ArkCombobox.ClearTrigger className={styles.clearTrigger} aria-label={clearLabel}>
                <Icon name="close" size="small" />
              </ArkCombobox.ClearTrigger>
            )}
          </ArkCombobox.Control>
          <ArkCombobox.Positioner className={`${selectStyles.positioner} ${selectStyles.popoverBox}`}>
            {/* The status sits beside the listbox, not in it: a listbox may only hold options. */}
            {showStatus && (
              <div className={selectStyles.status} role="status">
                {status === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
                {statusText}
              </div>
            )}
            <ArkCombobox.Content className={selectStyles.listbox}>
              {!showStatus &&
                options.map((option) => (
                  <ArkCombobox.Item key={option.value} item={option} className={selectStyles.item}>
                    <ArkCombobox.ItemText className={selectStyles.itemText}>
                      {option.label}
                      {option.description && <span className={styles.optionDescription}>{option.description}</span>}
                    </ArkCombobox.ItemText>
                    <ArkCombobox.ItemIndicator className={selectStyles.itemIndicator}>
                      <Icon name="check" size="small" />
                    </ArkCombobox.ItemIndicator>
                  </ArkCombobox.Item>
                ))}
            </ArkCombobox.Content>
          </ArkCombobox.Positioner>
        </ArkCombobox.Root>
      )}
    </Field>
  );
}
