/** Where an order field's error shows in the error card: the section of the form that holds the field. */
export type OrderSection = 'pickup' | 'destination' | 'vehicle' | 'extras' | 'return';

export const ORDER_SECTION_IDS: Record<OrderSection, string> = {
  pickup: 'order-section-pickup',
  destination: 'order-section-destination',
  vehicle: 'order-section-vehicle',
  extras: 'order-section-extras',
  return: 'order-section-return',
};

/** The section of a field (unknown fields: none; the card lists them with the server's errors). */
export function sectionOfField(field: string): OrderSection | null {
  if (field.startsWith('pickup_') || field === 'save_pickup_contact' || field === 'business_location_id')
    return 'pickup';
  if (field.startsWith('destination_') || field === 'save_destination_contact') return 'destination';
  if (field.startsWith('return_transport_')) return 'return';
  if (field.startsWith('vehicle') || field === 'order_number' || field === 'abroad') return 'vehicle';
  if (field.startsWith('price_list_row') || ['priority', 'driver_information', 'description_company'].includes(field))
    return 'extras';
  return null;
}

/** The sections with errors, in the form's order. */
export function sectionsWithErrors(fields: readonly string[]): OrderSection[] {
  const found = new Set(fields.map(sectionOfField).filter((section) => section !== null));
  return (['pickup', 'destination', 'vehicle', 'extras', 'return'] as const).filter((section) => found.has(section));
}
