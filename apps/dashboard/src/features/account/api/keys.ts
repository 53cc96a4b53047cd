/** The account area's query keys (spec 1 §7): every query and invalidation of the feature goes through them. */
export const accountKeys = {
  accountUsers: ['account_users'] as const,
  companies: ['companies', 'list'] as const,
};
