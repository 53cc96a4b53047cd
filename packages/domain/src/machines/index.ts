export * from './session.ts';
export * from './versionCheck.ts';
export * from './registrationWizard.ts';
export * from './orderWizard.ts';
