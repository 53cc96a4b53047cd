export * from './session.ts';
export * from './versionCheck.ts';
