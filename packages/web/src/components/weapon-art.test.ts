import { describe, expect, it } from 'vitest';
import { weaponOf } from './weapon-art';

describe('weaponOf', () => {
  it('takes the weapon from an item name', () => {
    expect(weaponOf('AK-47 | Redline')).toBe('AK-47');
    expect(weaponOf('AK-47 | Redline (Field-Tested)')).toBe('AK-47');
    expect(weaponOf('Sticker')).toBe('Sticker');
  });

  it('names the weapon of knives, gloves and StatTrak skins', () => {
    expect(weaponOf('★ StatTrak™ Karambit | Fade')).toBe('Karambit');
    expect(weaponOf('★ Hand Wraps | Slaughter')).toBe('Hand Wraps');
    expect(weaponOf('★ Bayonet')).toBe('Bayonet');
    expect(weaponOf('Souvenir AWP | Dragon Lore')).toBe('AWP');
  });
});
