/**
 * Parsing with clear errors: a value that does not fit its schema throws a `ChainDataError`
 * naming the source (the table or API path), the row and the field.
 */
import * as v from 'valibot'
import { ChainDataError } from './errors'
import type { Schema } from './scalars'

function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues
  if (issue === undefined) return 'invalid'
  const path = v.getDotPath(issue)
  return path === null ? issue.message : `${path}: ${issue.message}`
}

/** Parses one value; a mismatch throws `ChainDataError(source, "<field>: <problem>")`. */
export function parseWith<T>(schema: Schema<T>, value: unknown, source: string): T {
  const result = v.safeParse(schema, value)
  if (!result.success) throw new ChainDataError(source, issueText(result.issues))
  return result.output
}

/** Parses every row; the first that does not fit throws `ChainDataError` naming its index. */
export function parseRows<T>(schema: Schema<T>, rows: readonly unknown[], source: string): T[] {
  return rows.map((row, index) => {
    const result = v.safeParse(schema, row)
    if (!result.success) {
      throw new ChainDataError(source, `row ${index}: ${issueText(result.issues)}`)
    }
    return result.output
  })
}
