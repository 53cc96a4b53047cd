export * from './constants.ts';
export * from './rules.ts';
export * from './machine.ts';
