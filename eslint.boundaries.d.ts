import type { ESLint, Linter } from 'eslint';

export declare const boundaryRules: Linter.Config[];
/** The plugin of `siirto-boundaries/imports`: the dashboard's zones and ui's bans, for relative paths and import(). */
export declare const boundariesPlugin: ESLint.Plugin;
/** The rule's message for an import of `specifier` from the repository file `file`, or undefined when allowed. */
export declare function boundaryViolation(file: string, specifier: string): string | undefined;
