export * from './catalogue.ts';
export * from './users.ts';
