export * from './fields.ts';
export * from './auth.ts';
export * from './company.ts';
export * from './account.ts';
export * from './registration.ts';
export * from './errors.ts';
export * from './licence-payment.ts';
export * from './integrations.ts';
