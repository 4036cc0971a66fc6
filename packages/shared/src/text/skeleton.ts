import unhomoglyph from 'unhomoglyph';
import { normalizeName, stripInvisible } from './normalize';

/**
 * Confusable skeletons (Unicode TR39 §4). SERVER ONLY: the confusables table (Unicode's
 * confusables.txt, as the `unhomoglyph` package maintains it) is ~100 KB, and the web app's
 * first load must not carry it — nothing under packages/web imports this module.
 *
 * A skeleton is for comparing, never for showing: "m" becomes "rn", Cyrillic "а" becomes Latin
 * "a", "0" becomes "O". Two strings look alike when their skeletons are equal.
 */

/** TR39 skeleton(X): NFD, default-ignorable code points removed, each confusable mapped to its prototype, NFD again. */
export function skeleton(text: string): string {
  return unhomoglyph(stripInvisible(text.normalize('NFD'))).normalize('NFD');
}

/** The two keys a user name is compared by (`users.name_skeleton`, `users.name_caps_skeleton`). */
export interface NameSkeletons {
  /**
   * The name as written — a capital "I" already an "l", so "AIice" is "Alice" — then lower-cased
   * and read again, so "Аdmin", "аdmin" and "admin" (Cyrillic «А», «а») all agree.
   */
  nameSkeleton: string;
  /**
   * The name in capitals: every spelling of one name in any case agrees ("SwiftBison",
   * "SWIFTBISON"), and capitals that look alike do too (Cyrillic "ВОВ" and Latin "BOB").
   */
  nameCapsSkeleton: string;
}

/**
 * The skeletons of a (normalised) user name. Two names are the same name when they share either
 * one: the table maps a capital and its small letter to different prototypes ("I" → "l", "i"
 * stays), so no one key is both case-blind and blind to look-alikes. Erring towards "the same":
 * "Bill" and "BILI" share their capitals.
 */
export function nameSkeletons(name: string): NameSkeletons {
  const normalised = normalizeName(name);
  return {
    nameSkeleton: skeleton(skeleton(normalised).toLowerCase()),
    nameCapsSkeleton: skeleton(normalised.toUpperCase()),
  };
}
