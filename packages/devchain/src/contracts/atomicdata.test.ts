import {
  deserialize as npmDeserialize,
  serialize as npmSerialize,
  ObjectSchema,
} from 'atomicassets'
import { describe, expect, it } from 'vitest'
import { artworkCid } from '../core/artwork'
import { deserialize, fromPlain, serialize, toApiJson } from './atomicdata'

const format = [
  { name: 'name', type: 'string' },
  { name: 'img', type: 'ipfs' },
  { name: 'power', type: 'uint64' },
  { name: 'delta', type: 'int32' },
  { name: 'fusion', type: 'uint8' },
  { name: 'ratio', type: 'double' },
  { name: 'tags', type: 'string[]' },
  { name: 'flag', type: 'bool' },
  { name: 'big', type: 'fixed64' },
]

describe('atomicdata serialization', () => {
  it('writes the same bytes as the atomicassets package and reads them back', () => {
    const img = artworkCid({ kind: 'tool', title: 'Clock' })
    const plain = {
      name: 'Clock',
      img,
      power: 12345678901234n,
      delta: -42,
      fusion: 3,
      ratio: 0.125,
      tags: ['a', 'bc'],
      flag: 1,
      big: 4294967297n,
    }
    const ours = serialize(fromPlain(plain, format), format)
    const theirs = npmSerialize(
      { ...plain, power: plain.power.toString(), big: plain.big.toString() },
      ObjectSchema(format),
    )
    expect([...ours]).toEqual([...theirs])
    expect(toApiJson(deserialize(ours, format))).toEqual({
      big: '4294967297',
      delta: -42,
      flag: 1,
      fusion: 3,
      img,
      name: 'Clock',
      power: '12345678901234',
      ratio: 0.125,
      tags: ['a', 'bc'],
    })
    expect(npmDeserialize(ours, ObjectSchema(format))).toMatchObject({
      name: 'Clock',
      delta: -42,
      power: '12345678901234',
    })
  })

  it('skips keys the format lacks, as the contract does', () => {
    const data = fromPlain({ name: 'x', unknown: 'y' }, format)
    expect(serialize(data, format)).toEqual(serialize(fromPlain({ name: 'x' }, format), format))
  })
})
