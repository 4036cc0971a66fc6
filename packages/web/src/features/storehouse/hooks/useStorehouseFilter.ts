import { useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import type { StorehouseFilter } from '../api/storehouse.api';
import { parsePriceInput, priceBound, priceInputText, type PriceInput } from '../price-filter';
import { useDebounced } from './useDebounced';

/** Typing pauses this long before the listing is asked again. */
const TYPING_DEBOUNCE_MS = 300;

export interface PriceField {
  text: string;
  input: PriceInput;
  set: (text: string) => void;
}

export interface StorehouseFilterState {
  search: string;
  setSearch: (text: string) => void;
  min: PriceField;
  max: PriceField;
  /** What the listing is asked for: the fields once typing has paused. */
  filter: StorehouseFilter;
  /** True while a typed change has not reached `filter` yet. */
  settling: boolean;
  /** True when any field narrows the listing (the empty state then offers a reset). */
  narrowed: boolean;
  /** True while the max price is the signed-in user's current balance. */
  maxIsBalance: boolean;
  resetMaxToBalance: () => void;
  /** Clears every field: all of the storehouse, whatever it costs. */
  reset: () => void;
}

/**
 * The storehouse's search and price fields (docs/product/screens.md "Storehouse"): the max price
 * defaults to the user's balance — until the player sets the field themselves it shows and filters
 * by the balance as it is now, so after a purchase (or a win) the list is what they can afford;
 * once typed in, it is theirs to change or clear ("use balance" hands it back to the balance).
 * Guests get no max.
 */
export function useStorehouseFilter(): StorehouseFilterState {
  const { user } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [minText, setMinText] = useState('');
  // null: the player has not touched the field, so it shows (and filters by) the balance.
  const [maxText, setMaxText] = useState<string | null>(null);
  const [ownerId, setOwnerId] = useState<number | null>(null);

  const userId = user?.id ?? null;
  if (ownerId !== userId) {
    // A different person (sign-in, sign-out): adjust the default during render, not in an effect.
    setOwnerId(userId);
    setMaxText(null);
  }

  const balance = user?.balance ?? null;
  const defaultMax = balance === null ? '' : priceInputText(balance);
  const shownMax = maxText ?? defaultMax;
  const settledSearch = useDebounced(search.trim(), TYPING_DEBOUNCE_MS);
  const settledMin = useDebounced(minText, TYPING_DEBOUNCE_MS);
  // The prefilled balance applies at once; only typing waits.
  const debouncedMax = useDebounced(maxText, TYPING_DEBOUNCE_MS);
  const settledMax = maxText === null ? defaultMax : (debouncedMax ?? defaultMax);

  const filter: StorehouseFilter = {
    search: settledSearch,
    minPrice: priceBound(parsePriceInput(settledMin)) ?? 0,
    maxPrice: priceBound(parsePriceInput(settledMax)),
  };

  return {
    search,
    setSearch,
    min: { text: minText, input: parsePriceInput(minText), set: setMinText },
    max: { text: shownMax, input: parsePriceInput(shownMax), set: setMaxText },
    filter,
    settling: settledSearch !== search.trim() || settledMin !== minText || settledMax !== shownMax,
    narrowed: search.trim() !== '' || minText !== '' || shownMax !== '',
    maxIsBalance: maxText === null,
    resetMaxToBalance: () => setMaxText(null),
    reset: () => {
      setSearch('');
      setMinText('');
      setMaxText('');
    },
  };
}
