/** Page 1's business location: choosing one fills the pickup with its name and address (spec 2 §2). */
import { useEffect, useState } from 'react';
import { BUSINESS_LOCATION_HINT_MS } from '@siirto/domain';
import type { components } from '@siirto/api-client/schema';
import type { OrderForm } from './wizard-fields';

export function useBusinessLocation(
  form: OrderForm,
  locations: readonly components['schemas']['BusinessLocation'][] | undefined,
) {
  /** The chosen location has no coordinates: the pickup address is left to fill in. */
  const [locationHint, setLocationHint] = useState(false);
  /** Bumped when the pickup's address is filled from a location (the address search shows it afresh). */
  const [addressVersion, setAddressVersion] = useState(0);
  const chooseLocation = (id: string | null) => {
    form.setValue('business_location_id', id ?? '', { shouldDirty: true });
    const location = locations?.find((item) => String(item.id) === id);
    if (!location) return;
    const set = (name: string, value: unknown) => form.setValue(name, value, { shouldDirty: true });
    set('pickup_use_business_location', true);
    set('pickup_business_location', location.id);
    set('pickup_location', location.name);
    const point = location.coordinates?.coordinates;
    if (point && point.length === 2) {
      set('pickup_address', location.street_address ?? '');
      set('pickup_postal_code', location.postal_code ?? '');
      set('pickup_city_name', location.city ?? location.city_name ?? '');
      set('pickup_country', location.country ?? 'FI');
      set('pickup_google_address', location.google_full_address ?? '');
      set('pickup_coordinates', [point[0], point[1]]);
    } else {
      for (const name of ['pickup_address', 'pickup_postal_code', 'pickup_city_name', 'pickup_google_address'])
        set(name, '');
      set('pickup_coordinates', null);
      setLocationHint(true);
    }
    setAddressVersion((version) => version + 1);
  };
  useEffect(() => {
    if (!locationHint) return;
    const timer = setTimeout(() => setLocationHint(false), BUSINESS_LOCATION_HINT_MS);
    return () => clearTimeout(timer);
  }, [locationHint]);
  return { chooseLocation, locationHint, addressVersion };
}
