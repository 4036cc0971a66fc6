/**
 * The trades module's public entry: what other modules may use besides its services. Anything else in
 * this folder is the module's own (eslint.config.js "Module entries").
 */
export { checkExit, exitLimit } from './exit-rule';
export { settleCoveredDebts } from './skin-reversal';
export { openDebtOf, protectedDepositsOf } from './trade-offers.repository';
export { protectedReleases, readProtection, type ProtectionPosition } from './trade-protection';
