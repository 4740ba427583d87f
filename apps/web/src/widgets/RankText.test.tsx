import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import RankText from './RankText'

describe('RankText', () => {
  it('names the rank of victories on objectives, or what the next rank asks', () => {
    expect(render(<RankText victories={52} />).container.textContent).toBe('Captain')
    expect(render(<RankText victories={52} next />).container.textContent).toBe(
      '48 victories to Major',
    )
    // From infos rows: zone 21 has no objective and is not counted.
    const rows = [
      { zone: 2, wins: 4 },
      { zone: 21, wins: 9 },
    ]
    expect(render(<RankText victories={rows} />).container.textContent).toBe('Corporal')
  })
})
