import { ACCOUNT_NAME_CASES } from '@dov/game/account.cases'
import { describe, expect, it } from 'vitest'
import { ActivityQuery, PlayerQuery, queryInput, readQuery, StandingQuery } from './queries'

describe("the indexer's account parameter", () => {
  it('takes each account name of the shared table, and refuses every other name, on every route', () => {
    for (const schema of [StandingQuery, PlayerQuery, ActivityQuery])
      for (const { name, valid, why } of ACCOUNT_NAME_CASES) {
        const answer = readQuery(schema, queryInput(new URLSearchParams({ account: name })))
        expect(answer.ok, `${JSON.stringify(name)}: ${why}`).toBe(valid)
        if (!answer.ok) expect(answer.error).toMatch(/"account"/)
      }
  })
})
