import { describe, expect, it } from 'vitest';
import { sectionOfField, sectionsWithErrors } from './order-errors';

describe('order error sections', () => {
  it('puts each field in its section', () => {
    expect(sectionOfField('pickup_time')).toBe('pickup');
    expect(sectionOfField('destination_contact_email')).toBe('destination');
    expect(sectionOfField('vehicle_recharge_type')).toBe('vehicle');
    expect(sectionOfField('return_transport_brand')).toBe('return');
    expect(sectionOfField('price_list_rows_ids')).toBe('extras');
    expect(sectionOfField('detail')).toBeNull();
  });

  it('lists the sections with errors once, in the order of the form', () => {
    expect(sectionsWithErrors(['vehicle', 'destination_name', 'pickup_name', 'pickup_phone', 'detail'])).toEqual([
      'pickup',
      'destination',
      'vehicle',
    ]);
  });
});
