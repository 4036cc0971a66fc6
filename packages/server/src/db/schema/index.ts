// The drizzle schema object: every table, so `db.query.*` and drizzle-kit see them all.
export * from './users';
export * from './ledger';
export * from './items';
export * from './notifications';
export * from './chat';
export * from './fairness';
export * from './crash';
export * from './jackpot';
export * from './jobs';
export * from './wheel';
export * from './cases';
export * from './wallet';
export * from './giveaways';
export * from './bonus';
export * from './tournaments';
export * from './tickets';
export * from './two-factor';
