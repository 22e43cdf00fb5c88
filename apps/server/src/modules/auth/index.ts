export { hashToken } from './tokens.ts';
