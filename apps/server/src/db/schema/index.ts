export * from './accounts.ts';
export * from './catalogue.ts';
export * from './hotels.ts';
export * from './media.ts';
export * from './rates.ts';
export * from './reference.ts';
export * from './rooms.ts';
export * from './users.ts';
