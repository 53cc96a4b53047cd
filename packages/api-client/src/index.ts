export type { paths, components, operations } from './generated/schema';
