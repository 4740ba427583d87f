/**
 * The query parameters of the indexer's routes as valibot schemas, with the reason a bad one is
 * refused (the `error` of the 400). A schema reads a parsed query string (`QueryInput`: each
 * parameter's value, an array when it is given more than once); the indexer checks each request
 * with `readQuery`. Every route refuses a parameter it does not read and one given twice.
 *
 * For the indexer (and tests, or a reader that wants to check a query before it asks); the app's
 * first route does not need these, so they may use any valibot part.
 */
import { isAccountName } from '@dov/game/account'
import * as v from 'valibot'

/** A query string as a parsed object: a parameter given twice or more is an array. */
export type QueryInput = Record<string, string | readonly string[] | undefined>

/** Entries per `/v1/activity` page when `limit` is not given. */
export const DEFAULT_LIMIT = 20
/** The most entries one `/v1/activity` page may ask for. */
export const MAX_LIMIT = 100

const cut = (text: unknown) => String(text).slice(0, 40)

/** One parameter's text, once: an array (the parameter repeated) says so. */
const once = (name: string) =>
  v.string((issue) =>
    Array.isArray(issue.input)
      ? `"${name}" is given more than once.`
      : `"${name}" must be a text parameter.`,
  )

/** `account`, required: the player the route reads (`whose`: what for, in the reason). */
const account = (whose: string) =>
  v.pipe(
    once('account'),
    v.nonEmpty(`"account" is required: the player ${whose}.`),
    v.check(
      isAccountName,
      (issue) =>
        `"account" must be an account name (up to 12 of a-z, 1-5 and dots); got "${cut(issue.input)}".`,
    ),
  )

/** A list in words: `account, before and limit`. */
const listed = (names: readonly string[]) => names.join(', ').replace(/, ([^,]*)$/, ' and $1')

/**
 * An object of the given parameters and no other: a parameter it does not read is refused with
 * their names; a missing required one with `required[name]`.
 */
function query<E extends v.ObjectEntries>(entries: E, required: Partial<Record<keyof E, string>>) {
  const names = Object.keys(entries)
  return v.strictObject(entries, (issue) => {
    if (issue.expected === 'never') {
      const reads =
        names.length === 0
          ? 'it reads no parameter'
          : `${listed(names)} ${names.length === 1 ? 'is' : 'are'} read`
      return `Unknown parameter "${cut(issue.input)}": ${reads}.`
    }
    const key = issue.expected?.replace(/^"|"$/g, '')
    return (key !== undefined && required[key]) || 'The query string could not be read.'
  })
}

const requiredAccount = (whose: string) => ({
  account: `"account" is required: the player ${whose}.`,
})

/** `/v1/hof` and `/v1/health`: no parameter. */
export const NoQuery = query({}, {})
export type NoQuery = v.InferOutput<typeof NoQuery>

/** `/v1/standing?account=`. */
export const StandingQuery = query(
  { account: account('whose ranks are read') },
  requiredAccount('whose ranks are read'),
)
export type StandingQuery = v.InferOutput<typeof StandingQuery>

/** `/v1/player?account=`. */
export const PlayerQuery = query(
  { account: account('whose page is read') },
  requiredAccount('whose page is read'),
)
export type PlayerQuery = v.InferOutput<typeof PlayerQuery>

const SEQUENCE = /^\d{1,20}$/
const MAX_SEQUENCE = 0xffff_ffff_ffff_ffffn

/**
 * `/v1/activity?account=&before=&limit=`: `before` is the `next` of an earlier page (a global
 * sequence, 1 to 2^64-1), `limit` the entries a page (1 to 100, 20 by default).
 */
export const ActivityQuery = query(
  {
    account: account('whose activity is read'),
    before: v.optional(
      v.pipe(
        once('before'),
        v.check(
          (text) => SEQUENCE.test(text) && BigInt(text) > 0n && BigInt(text) <= MAX_SEQUENCE,
          (issue) =>
            `"before" must be the "next" of an earlier page (a whole number from 1 to 2^64-1); got "${cut(issue.input)}".`,
        ),
      ),
    ),
    limit: v.optional(
      v.pipe(
        once('limit'),
        v.check(
          (text) => /^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_LIMIT,
          (issue) =>
            `"limit" must be a whole number from 1 to ${MAX_LIMIT}; got "${cut(issue.input)}".`,
        ),
        v.transform(Number),
      ),
      String(DEFAULT_LIMIT),
    ),
  },
  requiredAccount('whose activity is read'),
)
export type ActivityQuery = v.InferOutput<typeof ActivityQuery>

/** `/v1/events[?hof=1]`: `hof=1` adds the `/v1/hof` document to the stream (0: the default). */
export const EventsQuery = query(
  {
    hof: v.optional(
      v.pipe(
        once('hof'),
        v.picklist(
          ['0', '1'],
          (issue) => `"hof" must be 1 (or 0, or left out); got "${cut(issue.input)}".`,
        ),
        v.transform((flag) => flag === '1'),
      ),
      '0',
    ),
  },
  {},
)
export type EventsQuery = v.InferOutput<typeof EventsQuery>

/**
 * Reads `input` with a route's query schema: the parameters, or the reason they are refused (a
 * parameter not read, or given twice, before what is wrong with one that is read).
 */
export function readQuery<S extends v.GenericSchema>(
  schema: S,
  input: QueryInput,
): { ok: true; query: v.InferOutput<S> } | { ok: false; error: string } {
  // One reason is told: the checks of a parameter after its first failing one are skipped.
  const parsed = v.safeParse(schema, input, { abortPipeEarly: true })
  if (parsed.success) return { ok: true, query: parsed.output }
  const issues = parsed.issues
  const first =
    issues.find((issue) => issue.expected === 'never') ??
    issues.find((issue) => Array.isArray(issue.input)) ??
    issues[0]
  return { ok: false, error: first?.message ?? 'The query string could not be read.' }
}

/** A query string (`URLSearchParams`) as `QueryInput`: a repeated parameter as an array. */
export function queryInput(params: URLSearchParams): QueryInput {
  // No prototype: a parameter named `__proto__` is a parameter like any other.
  const input: Record<string, string | string[]> = Object.create(null)
  for (const [name, value] of params) {
    const known = Object.hasOwn(input, name) ? input[name] : undefined
    if (known === undefined) input[name] = value
    else if (Array.isArray(known)) known.push(value)
    else input[name] = [known, value]
  }
  return input
}
