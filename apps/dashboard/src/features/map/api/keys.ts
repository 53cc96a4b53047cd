/** The map's query keys: under the transports' own (`['transports', 'company']`), so whatever refreshes every
 *  transport (the live status hook, a state change) refreshes the map too. */
export const mapKeys = {
  all: ['transports', 'company', 'map'] as const,
};
