/** The feature's cache keys: the profile section, the shell's banner and reminder and the deposit offer share them. */
export const RG_KEYS = {
  limits: ['responsible-gambling', 'limits'],
  exclusion: ['responsible-gambling', 'exclusion'],
  realityCheck: ['responsible-gambling', 'reality-check'],
} as const;
