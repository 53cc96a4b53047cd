/**
 * Which React build the bench runs, told by React itself: the development build's elements carry a `_store` (its
 * key and prop validation), the production build's do not.
 */
export const reactBuild = '_store' in <i /> ? 'development React' : 'production React';
