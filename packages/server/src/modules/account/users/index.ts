/**
 * The users module's public entry: what other modules may use besides its services. Anything else in
 * this folder is the module's own (eslint.config.js "Module entries").
 */
export {
  countReferrals,
  findBettor,
  findUserByDemoKey,
  findUserById,
  findUserBySteamId,
  hasDeposit,
  hasTelegramSubscription,
  insertUser,
  isNameTaken,
  lockName,
  updateUser,
  type NewUser,
  type UserChanges,
  type UserRow,
} from './users.repository';
export { newReferralCode } from './referral-code';
export { banInForce } from './users-admin.repository';
