export * from './states.ts';
export * from './constants.ts';
export * from './rules.ts';
export * from './order.ts';
export * from './fingerprint.ts';
export * from './share.ts';
