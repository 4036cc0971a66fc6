/**
 * The notifications module's public entry: what other modules may use besides its services. Anything else in
 * this folder is the module's own (eslint.config.js "Module entries").
 */
export { MARKETING_NOTICES, type MarketingClosed } from './marketing';
export { listRecentNotifications } from './notifications.repository';
export { presentNotification, type NotificationRow } from './notification.presenter';
