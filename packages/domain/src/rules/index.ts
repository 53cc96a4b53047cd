export * from './permissions.ts';
export * from './pricing.ts';
export * from './invitations.ts';
export * from './features.ts';
export * from './version.ts';
export * from './activation.ts';
export * from './format.ts';
export * from './licence-payment.ts';
