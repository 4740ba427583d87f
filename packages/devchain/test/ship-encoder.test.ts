import { ABIEncoder, Serializer } from '@wharfkit/antelope'
import { describe, expect, it } from 'vitest'
import { growingEncoder, SHIP_ABI, shipEncode } from '../src/ship/abi'

describe('the state-history encoder', () => {
  it('writes the bytes wharfkit writes, growing by doubling', () => {
    const rows = Array.from({ length: 3_000 }, (_, i) => [
      'contract_row_v0',
      {
        code: 'dov.game',
        scope: `cmdr${i}`,
        table: 'infos',
        primary_key: String(i),
        payer: 'dov.game',
        value: 'ab'.repeat(40 + (i % 7)),
      },
    ])
    const object = [
      [
        'table_delta_v0',
        {
          name: 'contract_row',
          rows: rows.map((data) => ({
            present: true,
            data: Serializer.encode({ abi: SHIP_ABI, type: 'contract_row', object: data }).array,
          })),
        },
      ],
    ]
    const plain = Serializer.encode({
      abi: SHIP_ABI,
      type: 'table_delta[]',
      object,
      encoder: new ABIEncoder(),
    })
    expect(shipEncode('table_delta[]', object)).toEqual(plain.array)
    const encoder = growingEncoder() as unknown as { data: DataView }
    Serializer.encode({
      abi: SHIP_ABI,
      type: 'table_delta[]',
      object,
      encoder: encoder as unknown as ABIEncoder,
    })
    // Doubling from 1 KB: a power of two at least as long as what was written.
    expect(Math.log2(encoder.data.byteLength) % 1).toBe(0)
    expect(encoder.data.byteLength).toBeGreaterThanOrEqual(plain.array.length)
  })
})
