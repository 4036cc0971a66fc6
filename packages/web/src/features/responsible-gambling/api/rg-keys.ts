import { QUERY_KEYS } from '../../../lib/query-keys';

/**
 * The feature's cache keys: the profile section, the shell's banner and reminder and the deposit
 * offer share them. One prefix, which lib/session drops when the session ends or changes.
 */
export const RG_KEYS = {
  limits: [...QUERY_KEYS.responsibleGambling, 'limits'],
  exclusion: [...QUERY_KEYS.responsibleGambling, 'exclusion'],
  realityCheck: [...QUERY_KEYS.responsibleGambling, 'reality-check'],
} as const;
