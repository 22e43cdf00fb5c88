export * from './auth.ts';
export * from './catalogue.ts';
export * from './constants.ts';
export * from './issues.ts';
export * from './messages.ts';
