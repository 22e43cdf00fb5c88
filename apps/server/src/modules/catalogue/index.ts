export type { ReferenceItemRow } from './reference.repository.ts';
