export * from './identity.ts';
export * from './shell.ts';
export * from './cases.ts';
export * from './repairs.ts';
export * from './repair-bank.ts';
