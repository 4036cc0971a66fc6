import crypto from 'node:crypto';
import { avatarPath } from '../avatars';

export interface SteamProfile {
  username: string;
  avatar: string;
}

/**
 * Where a new user's name and avatar come from. Steam's Web API is out of reach here, so the
 * default generates both from the Steam id; a provider that asks Steam can replace it.
 */
export interface ProfileProvider {
  profileFor(steamId: string): Promise<SteamProfile>;
}

const ADJECTIVES = ['Swift', 'Silent', 'Lucky', 'Brave', 'Clever', 'Frosty', 'Golden', 'Rapid', 'Wild', 'Calm'];
const NOUNS = ['Falcon', 'Tiger', 'Wolf', 'Viper', 'Raven', 'Panda', 'Lynx', 'Shark', 'Fox', 'Bison'];

export function generatedProfile(seed: string): SteamProfile {
  const digest = crypto.createHash('sha256').update(seed).digest();
  const name = `${ADJECTIVES[digest[0]! % ADJECTIVES.length]}${NOUNS[digest[1]! % NOUNS.length]}${digest.readUInt16BE(2) % 10000}`;
  return { username: name, avatar: avatarPath(seed) };
}

export const generatedProfileProvider: ProfileProvider = {
  profileFor: async (steamId) => generatedProfile(`steam:${steamId}`),
};
