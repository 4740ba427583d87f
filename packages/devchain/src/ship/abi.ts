import { readFileSync } from 'node:fs'
import { ABI, ABIDecoder, ABIEncoder, Bytes, Serializer } from '@wharfkit/antelope'
import { ResolvedAbi } from '../core/abi'

/**
 * The state-history ABI, as nodeos's `state_history_plugin` sends it in the first (text) frame of
 * every session: `libraries/state_history/abi.cpp` of AntelopeIO/spring, kept verbatim in
 * `state-history-abi.json`. Every message and every packed entry (blocks, traces, deltas) is
 * encoded and decoded by wharfkit's serializer with it; its types are resolved once.
 */
export const SHIP_ABI_TEXT = readFileSync(
  new URL('./state-history-abi.json', import.meta.url),
  'utf8',
)

export const SHIP_ABI: ABI = new ResolvedAbi(ABI.from(JSON.parse(SHIP_ABI_TEXT) as ABI.Def))

/** The fields of wharfkit's encoder that its `ensure` uses (declared private in its typings). */
type EncoderBuffer = {
  pos: number
  pageSize: number
  data: DataView
  array: Uint8Array
  ensure(bytes: number): void
}

/**
 * wharfkit's encoder grows its buffer by the bytes asked for, a page (1 KB) at a time, copying it
 * each time: linear for a transaction, quadratic for the first block of the state log, which
 * carries the whole state (the `huge` world's is over 250,000 rows: minutes instead of a fraction
 * of a second). This one doubles, as a growable buffer does; the bytes written are the same.
 */
export function growingEncoder(): ABIEncoder {
  const encoder = new ABIEncoder()
  const buffer = encoder as unknown as EncoderBuffer
  buffer.ensure = (bytes) => {
    const needed = buffer.pos + bytes
    if (buffer.data.byteLength >= needed) return
    let size = Math.max(buffer.data.byteLength * 2, buffer.pageSize)
    while (size < needed) size *= 2
    const array = new Uint8Array(size)
    array.set(buffer.array)
    buffer.array = array
    buffer.data = new DataView(array.buffer)
  }
  return encoder
}

/** Encodes a value of one of the ABI's types (a variant as `[typeName, value]`). */
export function shipEncode(type: string, object: unknown): Uint8Array {
  return Serializer.encode({ abi: SHIP_ABI, type, object, encoder: growingEncoder() }).array
}

/** A request as the `request` variant names it, with its fields as wharfkit values. */
export type ShipRequest =
  | ['get_status_request_v0' | 'get_status_request_v1', Record<string, never>]
  | ['get_blocks_request_v0' | 'get_blocks_request_v1', BlocksRequestFields]
  | ['get_blocks_ack_request_v0', { num_messages: { toNumber(): number } }]

export interface BlocksRequestFields {
  start_block_num: { toNumber(): number }
  end_block_num: { toNumber(): number }
  max_messages_in_flight: { toNumber(): number }
  have_positions: { block_num: { toNumber(): number }; block_id: { hexString: string } }[]
  irreversible_only: boolean
  fetch_block: boolean
  fetch_traces: boolean
  fetch_deltas: boolean
  fetch_finality_data?: boolean
}

/**
 * Decodes a binary frame as the `request` variant. Throws (with the reason) on an unknown variant
 * index, a truncated frame, or bytes left over after the request.
 */
export function decodeRequest(frame: Uint8Array): ShipRequest {
  const decoder = new ABIDecoder(frame)
  let decoded: unknown
  try {
    decoded = Serializer.decode({ abi: SHIP_ABI, type: 'request', data: decoder })
  } catch (e) {
    // wharfkit's decoding error prefixes the coding path; its underlying error says what failed.
    const err = e as Error & { underlyingError?: Error }
    throw new Error(err.underlyingError?.message ?? err.message)
  }
  if (decoder.canRead()) {
    throw new Error(`${frame.length - decoder.getPosition()} bytes after the request`)
  }
  return decoded as ShipRequest
}

/** Hex of bytes (for block ids and the like). */
export function hex(bytes: Uint8Array): string {
  return Bytes.from(bytes).hexString
}
