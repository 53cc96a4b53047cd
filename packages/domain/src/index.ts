export * from './constants.ts';
export * from './messages.ts';
export * from './schemas/index.ts';
export * from './rules/index.ts';
export * from './machines/index.ts';
export * from './geo/index.ts';
export * from './transports/index.ts';
export * from './chat/index.ts';
