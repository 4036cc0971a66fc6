/**
 * Tickets of every case's odds table (docs/fairness/formulas.md "Cases"): 0–99,999. A module of
 * its own, without hashing, because the case schemas check ranges against it on every page.
 */
export const CASE_TICKETS = 100_000;
