/**
 * The shared queries moved to one file per endpoint in `lib/queries/` (and the API version to the shell's
 * `features/shell/api/`). This list only keeps the imports of the order wizard, the transport list and chat (and
 * of branches still in flight) working while those features are reworked; new code imports from `lib/queries/`.
 */
export { sharedKeys } from './queries/keys';
export { accountQueryOptions, useMyAccount } from './queries/get-account';
export { citiesQueryOptions, useCities } from './queries/get-cities';
export { companyQueryOptions, useMyCompany } from './queries/get-company';
export { contactsQueryOptions, useContacts } from './queries/get-contacts';
export { enumsQueryOptions, useEnums } from './queries/get-enums';
export { licencesQueryOptions, useLicences } from './queries/get-licences';
export { newFeaturesQueryOptions, useNewFeatures } from './queries/get-new-features';
export { pendingInvitationsQuery } from './queries/get-pending-invitations';
export { statusQueryOptions, useAdminStatus } from './queries/get-status';
