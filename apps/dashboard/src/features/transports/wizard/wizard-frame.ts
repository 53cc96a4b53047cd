/** The wizard's page numbers (in the URL), the values its frame reads and the props it is opened with. */
import type { OrderPage as MachinePage } from '@siirto/domain';
import type { LocalOrderStore } from './local-copy';
import type { OrderFormValues } from './order-form';

/** The wizard's pages: 1 Noutopaikka, 2 Paluu, 3 Esikatsele. */
export type OrderPage = 1 | 2 | 3;
export const toOrderPage = (value: string | number | undefined): OrderPage =>
  value === '2' || value === 2 ? 2 : value === '3' || value === 3 ? 3 : 1;
export const MACHINE_PAGES = { 1: 'pickup', 2: 'returnLeg', 3: 'preview' } as const satisfies Record<
  OrderPage,
  MachinePage
>;
export const PAGE_NUMBERS = { pickup: 1, returnLeg: 2, preview: 3 } as const satisfies Record<MachinePage, OrderPage>;

/** The values the wizard's frame and page 1's switches, extras and route read (the text fields read their own). */
export const FRAME_FIELDS = [
  'abroad',
  'waypoints',
  'pickup_coordinates',
  'destination_coordinates',
  'round_trip',
  'round_trip_no_vehicle_change',
  'pickup_time',
  'destination_time',
  'price_list_rows_ids',
  'business_location_id',
  'priority',
  'price_type_special',
] as const satisfies readonly (keyof OrderFormValues)[];
export type FrameValues = Pick<OrderFormValues, (typeof FRAME_FIELDS)[number]>;

/** The wizard's buttons: the error card's server errors and the missing price link here. */
export const ORDER_ACTIONS_ID = 'order-actions';

/** What opens the wizard (its page, its modal, the stories): `OrderWizard` loads, `OrderWizardForm` shows. */
export interface OrderWizardProps {
  /** 0 for a new order. */
  transportId: number;
  page: OrderPage;
  onPageChange: (page: OrderPage, transportId: number) => void;
  /** Back to the list (after publishing, deleting, or closing the modal). */
  onDone: () => void;
  /** The signed-in user (the local copy is per user). */
  userId: number;
  /** The path of the open page (remembered when the session ends mid-order). */
  resumePath?: (transportId: number, page: OrderPage) => string;
  store?: LocalOrderStore;
}
