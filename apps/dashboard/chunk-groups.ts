import type { Rolldown } from 'vite';

/**
 * The build's chunk groups (rolldown's `output.codeSplitting.groups`). Rolldown's automatic chunking gives every set
 * of lazy modules that share a module a chunk of its own, and it does so for the entry's own static imports too:
 * the entry arrived as 13 scripts (react, the router, query, the session, the catalogs' loader, …), each a round
 * trip on a slow connection although every page needs all of them. They are one chunk now, the entry's.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [{ name: 'index', tags: ['$initial'] }];
