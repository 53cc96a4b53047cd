/** The order wizard's query keys (the transport it edits is the detail's, `transportQuery`). */
export const wizardKeys = {
  extras: (company: number, abroad: boolean) => ['pricing', 'extra_services', company, abroad] as const,
  vehicleSizes: ['vehicles', 'vehicle_sizes'] as const,
  pricing: ['pricing', 'company'] as const,
};
