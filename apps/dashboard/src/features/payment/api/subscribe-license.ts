import { apiClient, unwrap } from '../../../lib/api';

/** POST /accounts/me/subscribe_license/: starts the payment of a licence; answers the provider page to open. */
export const subscribeLicense = (license: number) =>
  unwrap(apiClient.POST('/accounts/me/subscribe_license/', { body: { license } }));
