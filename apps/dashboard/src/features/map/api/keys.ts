import { transportKeys } from '../../transports';

/** The map's query keys: the transports area's map key (under `['transports', 'company']`), which the live status
 *  hook refreshes on every transport event, reconnect and missed event. */
export const mapKeys = {
  all: transportKeys.map(),
};
