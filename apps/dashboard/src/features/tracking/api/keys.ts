/** The public tracking page's query keys. */
export const trackingKeys = {
  sharedTransport: (transportId: string, token: string) => ['transports', 'shared', transportId, token] as const,
  publicStatus: ['admin_data', 'status', 'public'] as const,
};
