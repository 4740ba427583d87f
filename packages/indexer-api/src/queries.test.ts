import { describe, expect, it } from 'vitest'
import {
  ActivityQuery,
  EventsQuery,
  NoQuery,
  PlayerQuery,
  queryInput,
  readQuery,
  StandingQuery,
} from './queries'

const read = (schema: Parameters<typeof readQuery>[0], query: string) =>
  readQuery(schema, queryInput(new URLSearchParams(query)))

describe('the query schemas', () => {
  it("reads /v1/activity's parameters, with their defaults", () => {
    expect(read(ActivityQuery, 'account=player1')).toEqual({
      ok: true,
      query: { account: 'player1', limit: 20 },
    })
    expect(read(ActivityQuery, 'account=dov.game&before=18446744073709551615&limit=100')).toEqual({
      ok: true,
      query: { account: 'dov.game', before: '18446744073709551615', limit: 100 },
    })
  })

  it('refuses each bad parameter with the reason', () => {
    const reasons: [Parameters<typeof readQuery>[0], string, RegExp][] = [
      [ActivityQuery, '', /^"account" is required: the player whose activity is read\.$/],
      [ActivityQuery, 'account=', /^"account" is required/],
      [ActivityQuery, 'account=Player1', /^"account" must be an account name .*got "Player1"\.$/],
      [ActivityQuery, 'account=abcdefghijklm', /"account" must be an account name/],
      [ActivityQuery, 'account=player1.', /"account" must be an account name/],
      [ActivityQuery, 'account=player1&before=abc', /^"before" must be .*got "abc"\.$/],
      [ActivityQuery, 'account=player1&before=0', /"before" must be/],
      [ActivityQuery, 'account=player1&before=18446744073709551616', /"before" must be/],
      [ActivityQuery, 'account=player1&before=', /"before" must be/],
      [ActivityQuery, 'account=player1&limit=0', /^"limit" must be a whole number from 1 to 100;/],
      [ActivityQuery, 'account=player1&limit=101', /"limit" must be/],
      [ActivityQuery, 'account=player1&limit=2.5', /"limit" must be/],
      [ActivityQuery, 'account=player1&limit=0100', /"limit" must be/],
      [
        ActivityQuery,
        'account=player1&page=2',
        /^Unknown parameter "page": account, before and limit are read\.$/,
      ],
      [ActivityQuery, 'account=player1&account=player2', /^"account" is given more than once\.$/],
      [ActivityQuery, 'account=player1&limit=2&limit=3', /^"limit" is given more than once\.$/],
      // An unknown parameter is told before what is wrong with a known one.
      [ActivityQuery, 'account=Bad&x=1', /^Unknown parameter "x"/],
      [ActivityQuery, 'account=player1&__proto__=1', /^Unknown parameter "__proto__"/],
      [StandingQuery, '', /^"account" is required: the player whose ranks are read\.$/],
      [StandingQuery, 'account=playerx&limit=3', /^Unknown parameter "limit": account is read\.$/],
      [PlayerQuery, 'account=a_b', /"account" must be an account name/],
      [NoQuery, 'x=1', /^Unknown parameter "x": it reads no parameter\.$/],
      [EventsQuery, 'hof=2', /^"hof" must be 1 \(or 0, or left out\); got "2"\.$/],
      [EventsQuery, 'hof=1&hof=1', /^"hof" is given more than once\.$/],
      [EventsQuery, 'account=player1', /^Unknown parameter "account": hof is read\.$/],
    ]
    for (const [schema, query, reason] of reasons) {
      const result = read(schema, query)
      expect(result.ok, query).toBe(false)
      if (!result.ok) expect(result.error, query).toMatch(reason)
    }
  })

  it('cuts a long value in the reason', () => {
    const result = read(PlayerQuery, `account=${'x'.repeat(5000)}`)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.length).toBeLessThan(200)
  })

  it('reads the other routes', () => {
    expect(read(NoQuery, '')).toEqual({ ok: true, query: {} })
    expect(read(PlayerQuery, 'account=player1')).toEqual({
      ok: true,
      query: { account: 'player1' },
    })
    expect(read(StandingQuery, 'account=a.b')).toEqual({ ok: true, query: { account: 'a.b' } })
    expect(read(EventsQuery, '')).toEqual({ ok: true, query: { hof: false } })
    expect(read(EventsQuery, 'hof=1')).toEqual({ ok: true, query: { hof: true } })
    expect(read(EventsQuery, 'hof=0')).toEqual({ ok: true, query: { hof: false } })
  })
})
