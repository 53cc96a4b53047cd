import type { ApiKeyScope } from '@siirto/domain';
import type { MessageKey } from '../../../i18n/catalogs';

/** Each API key scope's label in the catalogs. */
export const SCOPE_LABELS: Record<ApiKeyScope, MessageKey> = {
  'transports:read': 'company.integrations.scopeTransportsRead',
  'orders:write': 'company.integrations.scopeOrdersWrite',
  'reports:read': 'company.integrations.scopeReportsRead',
};
