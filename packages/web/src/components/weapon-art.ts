/**
 * Outline drawings for the offline item picture, one per weapon family, in a 120 × 60 box.
 * They are deliberately simple: the picture only has to say "a rifle", "a knife" at a glance.
 */
export type WeaponKind = 'rifle' | 'sniper' | 'smg' | 'heavy' | 'pistol' | 'knife' | 'gloves';

const PISTOLS = new Set([
  'Dual Berettas',
  'Tec-9',
  'Five-SeveN',
  'P2000',
  'P250',
  'Glock-18',
  'USP-S',
  'CZ75-Auto',
  'R8 Revolver',
  'Desert Eagle',
]);
const SMGS = new Set(['MAC-10', 'P90', 'MP5-SD', 'UMP-45', 'PP-Bizon', 'MP7', 'MP9']);
const HEAVY = new Set(['XM1014', 'MAG-7', 'Negev', 'Sawed-Off', 'Nova', 'M249']);
const SNIPERS = new Set(['AWP', 'SSG 08', 'G3SG1', 'SCAR-20']);

/**
 * The weapon the drawn picture of a skin shows, from its catalog name: "AK-47 | Redline" →
 * "AK-47", "★ StatTrak™ Karambit | Fade" → "Karambit".
 */
export function weaponOf(name: string): string {
  const [weapon = name] = name.split(' | ');
  return weapon
    .replace(/^★\s*/, '')
    .replace(/^(StatTrak™|Souvenir)\s+/, '')
    .trim();
}

/** The family of a weapon by its name as the catalog spells it ("AK-47", "Karambit", "Hand Wraps"). */
export function weaponKind(weapon: string): WeaponKind {
  if (PISTOLS.has(weapon)) return 'pistol';
  if (SMGS.has(weapon)) return 'smg';
  if (HEAVY.has(weapon)) return 'heavy';
  if (SNIPERS.has(weapon)) return 'sniper';
  if (/gloves|wraps/i.test(weapon)) return 'gloves';
  if (/knife|bayonet|karambit|dagger/i.test(weapon)) return 'knife';
  return 'rifle';
}

const RIFLE_BODY = [
  'M6 22 L26 19 L29 25 L29 31 L9 37 L5 34 Z',
  'M26 18 H72 V29 H26 Z',
  'M36 29 H43 L40 42 H33 Z',
  'M72 19 H92 V27 H72 Z',
];

/** SVG path data per weapon family. */
export const WEAPON_PATHS: Record<WeaponKind, string[]> = {
  rifle: [...RIFLE_BODY, 'M92 21 H114 V24 H92 Z', 'M105 16 H108 V21 H105 Z', 'M52 29 H61 L65 45 L56 47 Z'],
  sniper: [
    ...RIFLE_BODY,
    'M92 21 H117 V24 H92 Z',
    'M38 10 H68 Q70 13 68 16 H38 Q36 13 38 10 Z',
    'M44 16 H48 V18 H44 Z M58 16 H62 V18 H58 Z',
    'M52 29 H60 L61 39 H53 Z',
  ],
  smg: [
    'M14 22 L30 20 L31 26 L16 30 Z',
    'M30 17 H78 V29 H30 Z',
    'M78 20 H96 V25 H78 Z',
    'M40 29 H47 L44 42 H37 Z',
    'M56 29 H64 V50 H56 Z',
  ],
  heavy: [
    'M6 23 L28 20 L31 26 L31 31 L10 36 L5 33 Z',
    'M28 18 H62 V29 H28 Z',
    'M62 20 H116 V24 H62 Z',
    'M66 25 H104 V29 H66 Z',
    'M74 29 H92 V33 H74 Z',
    'M38 29 H45 L42 42 H35 Z',
  ],
  pistol: [
    'M34 18 H88 V28 H34 Z',
    'M38 28 H56 L51 49 H34 Z',
    'M56 28 H66 Q67 36 60 36 H56 V33 H60 Q62 33 62 30 H56 Z',
    'M84 15 H87 V18 H84 Z',
  ],
  knife: [
    'M14 34 L44 28 L46 36 L17 42 Q12 40 14 34 Z',
    'M44 24 H49 V40 H44 Z',
    'M49 28 L100 20 Q110 20 104 27 Q90 36 49 36 Z',
  ],
  gloves: [
    'M44 50 V27 Q44 23 48 23 V12 Q48 9 51 9 Q54 9 54 12 V22 H56 V8 Q56 5 59 5 Q62 5 62 8 V22 H64 V10 Q64 7 67 7 Q70 7 70 10 V24 H72 V15 Q72 12 75 12 Q78 12 78 15 V38 Q78 50 68 52 H48 Q44 52 44 50 Z',
    'M45 36 L35 27 Q32 24 35 22 Q38 20 41 23 L48 30 Z',
    'M45 53 H77 V58 H45 Z',
  ],
};
