import { inflateRawSync } from 'node:zlib'
import { ABI, Bytes, Serializer, Transaction } from '@wharfkit/antelope'
import type { Chain } from '../core/chain'
import { cosignerPrivateKey } from '../core/keys'
import type { HttpApi } from './http'
import { clip, MAX_BODY_BYTES, parseBody } from './http-body'

const f = (name: string, type: string) => ({ name, type })

/** The EOSIO Signing Request (ESR, v2 and v3) payload, enough to read a request's transaction. */
const ESR_ABI = ABI.from({
  version: 'eosio::abi/1.1',
  types: [],
  structs: [
    { name: 'esr_level', base: '', fields: [f('actor', 'name'), f('permission', 'name')] },
    {
      name: 'esr_action',
      base: '',
      fields: [
        f('account', 'name'),
        f('name', 'name'),
        f('authorization', 'esr_level[]'),
        f('data', 'bytes'),
      ],
    },
    { name: 'esr_extension', base: '', fields: [f('type', 'uint16'), f('data', 'bytes')] },
    {
      name: 'esr_transaction',
      base: '',
      fields: [
        f('expiration', 'time_point_sec'),
        f('ref_block_num', 'uint16'),
        f('ref_block_prefix', 'uint32'),
        f('max_net_usage_words', 'varuint32'),
        f('max_cpu_usage_ms', 'uint8'),
        f('delay_sec', 'varuint32'),
        f('context_free_actions', 'esr_action[]'),
        f('actions', 'esr_action[]'),
        f('transaction_extensions', 'esr_extension[]'),
      ],
    },
    { name: 'esr_identity_v2', base: '', fields: [f('permission', 'esr_level?')] },
    {
      name: 'esr_identity_v3',
      base: '',
      fields: [f('scope', 'name'), f('permission', 'esr_level?')],
    },
    { name: 'esr_info_pair', base: '', fields: [f('key', 'string'), f('value', 'bytes')] },
    {
      name: 'esr_request_v2',
      base: '',
      fields: [
        f('chain_id', 'esr_chain'),
        f('req', 'esr_req_v2'),
        f('flags', 'uint8'),
        f('callback', 'string'),
        f('info', 'esr_info_pair[]'),
      ],
    },
    {
      name: 'esr_request_v3',
      base: '',
      fields: [
        f('chain_id', 'esr_chain'),
        f('req', 'esr_req_v3'),
        f('flags', 'uint8'),
        f('callback', 'string'),
        f('info', 'esr_info_pair[]'),
      ],
    },
  ],
  variants: [
    { name: 'esr_chain', types: ['uint8', 'checksum256'] },
    {
      name: 'esr_req_v2',
      types: ['esr_action', 'esr_action[]', 'esr_transaction', 'esr_identity_v2'],
    },
    {
      name: 'esr_req_v3',
      types: ['esr_action', 'esr_action[]', 'esr_transaction', 'esr_identity_v3'],
    },
  ],
  actions: [],
  tables: [],
  ricardian_clauses: [],
})

interface EsrRequest {
  chain_id: [string, unknown]
  req: [string, unknown]
}

/** The most a signing request's payload may inflate to (as much as a request body may carry). */
const MAX_ESR_BYTES = MAX_BODY_BYTES

/** Decodes an `esr:` URI (base64url, optionally deflated) to its request payload. */
function decodeEsr(uri: string): EsrRequest {
  const path = uri.replace(/^esr:(\/\/)?/, '')
  const data = Buffer.from(path, 'base64url')
  const header = data[0] ?? 0
  const version = header & ~(1 << 7)
  if (version !== 2 && version !== 3) throw new Error('Unsupported protocol version')
  let payload: Uint8Array = data.subarray(1)
  if (header & (1 << 7)) {
    try {
      // Bounded: a deflate bomb stops as soon as it passes the limit.
      payload = inflateRawSync(payload, { maxOutputLength: MAX_ESR_BYTES })
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new Error(`the request inflates to more than ${MAX_ESR_BYTES} bytes`)
      }
      throw e
    }
  }
  const type = version === 2 ? 'esr_request_v2' : 'esr_request_v3'
  // The request may be followed by a signature: decode only the request struct.
  const decoded = Serializer.decode({
    data: Bytes.from(payload),
    abi: ESR_ABI,
    type,
    strictExtensions: false,
  })
  return Serializer.objectify(decoded) as EsrRequest
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
    let request: EsrRequest
    try {
      request = decodeEsr(String(body.request))
    } catch (e) {
      return refuse(`Invalid signing request: ${clip((e as Error).message)}`)
    }
    const [chainKind, chainValue] = request.chain_id
    if (chainKind !== 'checksum256' || String(chainValue) !== chain.chainId) {
      return refuse('Unsupported blockchain')
    }
    if (request.req[0] !== 'esr_transaction')
      return refuse('Only transaction requests are supported')
    const trx = request.req[1] as { actions: { authorization: { actor: string }[] }[] }
    const first = trx.actions[0]?.authorization[0]?.actor
    if (first !== signer.actor) return refuse('The first authorizer must be the signer')
    const cosigner = chain.names.resourceProvider
    const noop = {
      account: cosigner,
      name: 'noop',
      authorization: [{ actor: cosigner, permission: 'cosign' }],
      data: '',
    }
    const modified = Transaction.from({
      ...(trx as object),
      actions: [noop, ...trx.actions],
    } as never)
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
