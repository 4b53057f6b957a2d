export * from './identity.ts';
export * from './shell.ts';
export * from './cases.ts';
