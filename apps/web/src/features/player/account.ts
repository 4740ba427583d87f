/**
 * The account of a commander's page (`/player/:account`): an Antelope account name, by the rule
 * the indexer and the devchain use too (`@dov/game/account`: up to 12 characters of a–z, 1–5 and
 * dots, not ending with a dot). Anything else is said to be no account, and nothing is read.
 */
import { isAccountName } from '@dov/game/account'

/** What the page says of a name that is not an account. */
export function badAccountText(name: string): string {
  return `“${name}” is not an account name: an account name is up to 12 characters, a to z, 1 to 5 and dots.`
}

/** The account of a `/player/<name>` path, or null for another path or a bad name. */
export function accountOfPath(pathname: string): string | null {
  const match = /^\/player\/([^/]+)\/?$/.exec(pathname)
  if (match?.[1] === undefined) return null
  let name: string
  try {
    name = decodeURIComponent(match[1])
  } catch {
    return null
  }
  return isAccountName(name) ? name : null
}
