export * from './catalogue.ts';
export * from './hotels.ts';
export * from './reference.ts';
export * from './users.ts';
