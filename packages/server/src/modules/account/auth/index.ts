/**
 * The auth module's public entry: what other modules may use besides its services. Anything else in
 * this folder is the module's own (eslint.config.js "Module entries").
 */
export { generatedProfile } from './profile-provider';
export { requestSession, usesCookieAuth } from './request-auth';
export type { SecondFactorGate } from './second-factor-gate';
