/**
 * The cases game's public entry (eslint.config.js "Module entries"): what another game may use of
 * it. Case battles (games/battles) price a battle from each case's current table and name the
 * items its rolls drop; everything else in this folder is the cases game's own.
 */
export { findCase, findCaseItems, type CaseRow } from './cases.repository';
