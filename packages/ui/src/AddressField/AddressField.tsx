import { Combobox, createListCollection } from '@ark-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { LiveWhileFocused, useLiveWhileFocused } from '../Field/Field';
import * as selectStyles from '../Select/Select.css';
import * as s from './AddressField.css.ts';

/** The fields AddressField reads from a suggestion (a GeoPlace from the app's GeoService has them all). */
export interface AddressSuggestion {
  placeName: string;
  city: string;
  fullAddress: string;
}

export interface AddressFieldProps<T extends AddressSuggestion> {
  label: string;
  /** Searches suggestions (the app passes GeoService.suggest with the allowed countries). */
  search: (query: string, signal: AbortSignal) => Promise<T[]>;
  /** A suggestion was chosen: the app fills street, postal code, city, country and coordinates from it. */
  onSelect: (suggestion: T) => void;
  /** The search failed: the app logs it (spec: failures are only logged). */
  onSearchError?: (error: unknown) => void;
  /** Called with the typed text. */
  onInputChange?: (text: string) => void;
  defaultValue?: string;
  name?: string;
  placeholder?: string;
  description?: string;
  /** A validation error from the form. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown while suggestions load. */
  loadingText: string;
  /** Shown when the search found nothing. */
  noResultsText: string;
  /** Shown when the search failed (spec: 'City not found'). */
  cityNotFoundText: string;
  /**
   * The warning to show after a suggestion is chosen, or undefined for none: the app's rule and text (the order
   * form's: the city is not contained in the map service's full address).
   */
  warningFor?: (suggestion: T) => string | undefined;
  /** Debounce before searching (spec: 300 ms). */
  debounceMs?: number;
  /** Shortest text that is searched (default 3). */
  minLength?: number;
  /** Text put into the input on selection (default: the full address). */
  selectionText?: (suggestion: T) => string;
}

type SearchState = 'idle' | 'loading' | 'done' | 'failed';

/** An address combobox with debounced, cancellable async suggestions (Ark UI Combobox). */
export function AddressField<T extends AddressSuggestion>(props: AddressFieldProps<T>) {
  const {
    search,
    onSelect,
    onSearchError,
    onInputChange,
    debounceMs = 300,
    minLength = 3,
    selectionText = (item: T) => item.fullAddress,
  } = props;
  const [text, setText] = useState(props.defaultValue ?? '');
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<T[]>([]);
  const [state, setState] = useState<SearchState>('idle');
  const [chosen, setChosen] = useState<T | null>(null);
  const searchRef = useRef(search);
  searchRef.current = search;
  const onErrorRef = useRef(onSearchError);
  onErrorRef.current = onSearchError;
  const ids = useId();

  useEffect(() => {
    if (query.trim().length < minLength) {
      setItems((prev) => (prev.length === 0 ? prev : []));
      setState('idle');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState('loading');
      searchRef.current(query.trim(), controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setItems(found);
          setState('done');
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setItems([]);
          setState('failed');
          onErrorRef.current?.(error);
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, debounceMs, minLength]);

  const collection = useMemo(
    () =>
      createListCollection({
        items,
        itemToString: (item) => selectionText(item),
        itemToValue: (item) => `${item.fullAddress}|${items.indexOf(item)}`,
      }),
    [items],
  );

  const warning = chosen === null ? undefined : props.warningFor?.(chosen);
  const descriptionId = `${ids}-description`;
  const messageId = `${ids}-message`;
  const describedBy = [
    props.description ? descriptionId : null,
    props.error || warning || state === 'failed' ? messageId : null,
  ]
    .filter(Boolean)
    .join(' ');
  const live = useLiveWhileFocused();

  return (
    <Combobox.Root
      {...live.handlers}
      className={s.root}
      collection={collection}
      inputValue={text}
      inputBehavior="none"
      selectionBehavior="replace"
      allowCustomValue
      openOnClick={false}
      disabled={props.disabled}
      required={props.required}
      invalid={Boolean(props.error)}
      name={props.name}
      positioning={{ sameWidth: true, strategy: 'fixed', gutter: 4 }}
      onInputValueChange={(details) => {
        setText(details.inputValue);
        if (details.reason === 'input-change' || details.reason === 'clear-trigger') {
          setQuery(details.inputValue);
          setChosen(null);
        }
        onInputChange?.(details.inputValue);
      }}
      onValueChange={(details) => {
        const item = details.items[0];
        if (!item) return;
        setChosen(item);
        onSelect(item);
      }}
    >
      <Combobox.Label className={s.label}>{props.label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          className={s.input}
          placeholder={props.placeholder}
          aria-describedby={describedBy || undefined}
          autoComplete="off"
        />
      </Combobox.Control>
      {props.description && (
        <p id={descriptionId} className={s.description}>
          {props.description}
        </p>
      )}
      {/* In place like the other popovers (not portalled into <body>): it keeps the theme's tokens and stays
          inside an open dialog, which hides everything outside itself from assistive technology. */}
      <Combobox.Positioner className={selectStyles.positioner}>
        <Combobox.Content className={s.content}>
          {state === 'loading' && items.length === 0 && (
            <div className={s.status} role="status">
              {props.loadingText}
            </div>
          )}
          {state === 'done' && items.length === 0 && (
            <div className={s.status} role="status">
              {props.noResultsText}
            </div>
          )}
          {items.map((item) => (
            <Combobox.Item key={collection.getItemValue(item)} item={item} className={s.item}>
              <Combobox.ItemText>{item.placeName}</Combobox.ItemText>
              <span className={s.itemSecondary}>{item.fullAddress}</span>
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
      <LiveWhileFocused store={live.store}>
        {(ariaLive) => (
          <div id={messageId} aria-live={ariaLive}>
            {props.error ? (
              <p className={s.errorText}>{props.error}</p>
            ) : state === 'failed' ? (
              <p className={s.warning}>{props.cityNotFoundText}</p>
            ) : warning ? (
              <p className={s.warning}>{warning}</p>
            ) : null}
          </div>
        )}
      </LiveWhileFocused>
    </Combobox.Root>
  );
}
