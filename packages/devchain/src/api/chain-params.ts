import type { Chain } from '../core/chain'
import { ChainError } from '../core/errors'
import { isValidName } from '../core/names'
import type { HttpApi } from './http'
import { clip, parseBody } from './http-body'
import type { ApiRequest, ApiResponse } from './http-types'

/** Shared by the `/v1/chain` route modules: body fields as nodeos reads them. */

export function str(v: unknown, fallback = ''): string {
  if (v === undefined || v === null) return fallback
  return String(v)
}

export function requireName(v: unknown, field: string): string {
  const s = str(v)
  if (!isValidName(s)) {
    throw new ChainError('name_type_exception', `Invalid name for ${field}: '${clip(s)}'`)
  }
  return s
}

/** Registers `POST|GET /v1/chain/<name>`, answering the handler's value as JSON with `status`. */
export type ChainRoute = (
  name: string,
  fn: (body: Record<string, unknown>, req: ApiRequest) => unknown,
  status?: number,
) => void

export function chainRoute(api: HttpApi): ChainRoute {
  return (name, fn, status = 200) => {
    api.route(`/v1/chain/${name}`, async (req): Promise<ApiResponse> => {
      const out = await fn(parseBody(req), req)
      return { status, json: out }
    })
  }
}

/** The account, or nodeos's `account_query_exception` (400 "Account lookup"). */
export function accountOrThrow(chain: Chain, name: string) {
  const a = chain.account(name)
  if (!a)
    throw new ChainError('account_query_exception', `Fail to retrieve account for ${clip(name)}`)
  return a
}
