/** The transport routes live in ./transports/ (one module per job); routes/index.ts registers them from here. */
export * from './transports/index.ts';
