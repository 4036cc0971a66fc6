/**
 * The responsible-gambling module's public entry: what other modules may use besides its service
 * (`services.responsibleGambling`). Anything else in this folder is the module's own.
 */
export type { ResponsibleGambling } from './responsible-gambling.service';
export type { DepositSource, DepositUsage } from './usage';
export { depositUsageColumns, depositUsageOf, windowStart } from './deposit-usage.repository';
