/**
 * The money module's public entry: what other modules may use besides its services. Anything else in
 * this folder is the module's own (eslint.config.js "Module entries").
 */
export { countLedgerEntries, currentBalance, listLedgerEntries, sumLedgerKinds } from './money.repository';
export { checkLedger } from './ledger-check.repository';
export { catalogReference, instancesReference, parseItemReference } from './ledger-reference';
