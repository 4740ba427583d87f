import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { Serializer, Transaction } from '@wharfkit/antelope'
import { SigningRequest } from '@wharfkit/signing-request'
import type { Chain } from '../core/chain'
import { cosignerPrivateKey } from '../core/keys'
import type { HttpApi } from './http'
import { clip, MAX_BODY_BYTES, parseBody } from './http-body'

/** The most a signing request's payload may inflate to (as much as a request body may carry). */
const MAX_ESR_BYTES = MAX_BODY_BYTES

/** Raw deflate for wharfkit's signing-request decoder, bounded: a bomb stops past the limit. */
const zlib = {
  deflateRaw: (data: Uint8Array) => new Uint8Array(deflateRawSync(data)),
  inflateRaw(data: Uint8Array): Uint8Array {
    try {
      return new Uint8Array(inflateRawSync(data, { maxOutputLength: MAX_ESR_BYTES }))
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new Error(`the request inflates to more than ${MAX_ESR_BYTES} bytes`)
      }
      throw e
    }
  },
}

/** The chain a request names, or undefined for an alias no chain id is known for. */
function requestChainId(request: SigningRequest): string | undefined {
  try {
    return request.getChainId().hexString
  } catch {
    return undefined
  }
}

function refuse(message: string) {
  return { status: 400, json: { code: 400, message } }
}

/**
 * `POST /v1/resource_provider/request_transaction`: answers like a free resource provider. It
 * prepends the cosigner's `noop` (authorized by `<provider>@cosign`) to the requested
 * transaction, signs it and returns it with code 200 and no fee, as Greymass's provider does.
 */
export function registerResourceProvider(api: HttpApi, chain: Chain): void {
  api.route('/v1/resource_provider/request_transaction', (req) => {
    let body: Record<string, unknown>
    try {
      body = parseBody(req, true)
    } catch {
      return refuse('Invalid request body')
    }
    const signer = body.signer as { actor?: string; permission?: string } | undefined
    if (!signer?.actor || !chain.account(String(signer.actor))) return refuse('Unknown signer')
    let request: SigningRequest
    try {
      // An `esr:` URI (ESR v2 or v3, base64url, maybe deflated); a trailing signature is ignored.
      request = SigningRequest.from(String(body.request), { zlib })
    } catch (e) {
      return refuse(`Invalid signing request: ${clip((e as Error).message)}`)
    }
    if (requestChainId(request) !== chain.chainId) return refuse('Unsupported blockchain')
    const payload = request.data.req
    if (payload.variantName !== 'transaction') {
      return refuse('Only transaction requests are supported')
    }
    const trx = payload.value as Transaction
    const first = trx.actions[0]?.authorization[0]?.actor
    if (first === undefined || String(first) !== signer.actor) {
      return refuse('The first authorizer must be the signer')
    }
    const cosigner = chain.names.resourceProvider
    const noop = {
      account: cosigner,
      name: 'noop',
      authorization: [{ actor: cosigner, permission: 'cosign' }],
      data: '',
    }
    const modified = Transaction.from({ ...trx, actions: [noop, ...trx.actions] })
    const signature = cosignerPrivateKey.signDigest(modified.signingDigest(chain.chainId))
    return {
      status: 200,
      json: {
        code: 200,
        data: {
          request: ['transaction', Serializer.objectify(modified)],
          signatures: [String(signature)],
          version: 2,
        },
      },
    }
  })
}
