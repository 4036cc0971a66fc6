/**
 * The avatars module's public entry: what other modules may use besides its services. Anything else in
 * this folder is the module's own (eslint.config.js "Module entries").
 */
export { avatarPath } from './avatar-svg';
