/**
 * Names and whether each is an account's name, for the tests of every check that uses
 * `isAccountName` (the app's commander page, the indexer's queries, the devchain's accounts): one
 * table, so they cannot disagree.
 */
export const ACCOUNT_NAME_CASES: readonly { name: string; valid: boolean; why: string }[] = [
  { name: 'player1', valid: true, why: 'letters and a digit' },
  { name: 'a', valid: true, why: 'one character' },
  { name: 'dov.game', valid: true, why: 'a dot inside' },
  { name: 'a..b', valid: true, why: 'two dots inside' },
  { name: 'abcdefghij12', valid: true, why: '12 characters' },
  { name: 'player1.', valid: false, why: 'a trailing dot (the name player1, written otherwise)' },
  { name: '.', valid: false, why: 'a dot alone (the empty name)' },
  { name: 'abcdefghij123', valid: false, why: '13 characters, though a name may have them' },
  { name: 'abcdefghijkla', valid: false, why: '13 characters' },
  { name: 'Player1', valid: false, why: 'an uppercase letter' },
  { name: '', valid: false, why: 'empty' },
  { name: 'player6', valid: false, why: 'a digit past 5' },
  { name: 'player0', valid: false, why: 'the digit 0' },
  { name: 'play er', valid: false, why: 'a space' },
]
