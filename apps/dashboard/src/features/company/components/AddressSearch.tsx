import { useEffect, useId, useMemo, useState } from 'react';
import { ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS, searchCountries, type GeoPlace } from '@siirto/domain';
import * as c from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { createGeoService } from '../../../lib/geo';

/**
 * Address search (300 ms debounce, Finland, plus Sweden when the company has abroad transports): choosing a
 * suggestion hands its street, postal code, city, country and coordinates to the form.
 */
export function AddressSearch({ abroad, onChoose }: { abroad: boolean; onChoose: (place: GeoPlace) => void }) {
  const { t } = useI18n();
  const geo = useMemo(
    () => createGeoService({ mapboxToken: import.meta.env.VITE_MAPBOX_TOKEN as string | undefined }),
    [],
  );
  const id = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeoPlace[]>([]);

  useEffect(() => {
    if (query.trim().length < 3) {
      setResults([]);
      return;
    }
    const signal = { aborted: false };
    const timer = setTimeout(() => {
      geo
        .suggest(query, { countries: searchCountries(abroad), limit: 5, signal })
        .then((places) => {
          if (!signal.aborted) setResults(places);
        })
        // a geocoding failure is only logged (spec 1 §8)
        .catch((error: unknown) => console.warn('address search failed', error));
    }, ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      signal.aborted = true;
      clearTimeout(timer);
    };
  }, [query, abroad, geo]);

  return (
    <div className={c.field}>
      <label className={c.label} htmlFor={id}>
        {t('company.locations.addressSearch')}
      </label>
      <input
        id={id}
        className={c.input}
        type="search"
        value={query}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setQuery(event.target.value)}
      />
      <span id={`${id}-hint`} className={c.description}>
        {t('company.locations.addressSearchHint')}
      </span>
      {results.length > 0 ? (
        <ul aria-label={t('company.locations.suggestions')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {results.map((place) => (
            <li key={`${place.fullAddress}-${place.coordinates.join(',')}`}>
              <button
                type="button"
                className={c.secondaryButton}
                style={{ width: '100%', textAlign: 'left', marginTop: '0.25rem' }}
                onClick={() => {
                  onChoose(place);
                  setQuery(place.fullAddress);
                  setResults([]);
                }}
              >
                {place.fullAddress}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
