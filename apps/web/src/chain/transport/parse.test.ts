import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ChainDataError } from './errors'
import { parseRows, parseWith } from './parse'
import { ChainInt, PairSchema } from './scalars'

const Row = v.object({ id: ChainInt, name: v.string(), power: v.array(PairSchema) })
const row = { id: 1, name: 'Bunker', power: [{ key: 'win', value: '1500000' }] }

function errorOf(run: () => unknown): ChainDataError {
  try {
    run()
  } catch (error) {
    if (error instanceof ChainDataError) return error
    throw error
  }
  throw new Error('expected a ChainDataError')
}

describe('parseRows', () => {
  it('gives the parsed rows', () => {
    expect(parseRows(Row, [row], 'dov.game/zones')).toEqual([
      { ...row, power: [{ key: 'win', value: 1500000 }] },
    ])
  })

  it('names the source, the row and the field of a malformed row', () => {
    const bad = { ...row, power: [{ key: 'win', value: 'lots' }] }
    const error = errorOf(() => parseRows(Row, [row, bad], 'dov.game/zones'))
    expect(error.source).toBe('dov.game/zones')
    expect(error.detail).toMatch(/^row 1: power\.0\.value: expected an integer/)
    expect(error.message).toContain('Unexpected data from dov.game/zones: row 1: power.0.value')
  })

  it('reports a missing field and a row that is not an object', () => {
    const { name: _, ...missing } = row
    expect(errorOf(() => parseRows(Row, [missing], 'x')).detail).toMatch(/^row 0: name: /)
    expect(errorOf(() => parseRows(Row, ['zone'], 'x')).detail).toMatch(/^row 0: .*object/i)
  })
})

describe('parseWith', () => {
  it('names the field without a row', () => {
    const error = errorOf(() => parseWith(Row, { ...row, id: 'one' }, 'get_info'))
    expect(error).toMatchObject({ source: 'get_info' })
    expect(error.detail).toMatch(/^id: expected an integer/)
  })
})
