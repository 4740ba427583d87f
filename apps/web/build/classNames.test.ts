import { describe, expect, it } from 'vitest'
import { shortClassNames } from './classNames'

describe('short class names', () => {
  it('one short name per stylesheet and class, the same each time it is asked for', () => {
    const name = shortClassNames('/app')
    const heading = name('heading', '/app/src/features/hof/Hof.module.css')
    expect(heading).toMatch(/^_[A-Za-z0-9_-]{5}$/)
    expect(name('heading', '/app/src/features/hof/Hof.module.css?used')).toBe(heading)
    // The same class in another stylesheet, another class in this one: other names.
    expect(name('heading', '/app/src/features/player/Player.module.css')).not.toBe(heading)
    expect(name('title', '/app/src/features/hof/Hof.module.css')).not.toBe(heading)
    // A build elsewhere names them alike: only the path under the root counts.
    expect(
      shortClassNames('/elsewhere')('heading', '/elsewhere/src/features/hof/Hof.module.css'),
    ).toBe(heading)
  })

  it('never gives two classes one name, across many stylesheets and classes', () => {
    const name = shortClassNames('/app')
    const names = new Set<string>()
    for (let file = 0; file < 400; file++)
      for (let local = 0; local < 50; local++) names.add(name(`c${local}`, `/app/f${file}.css`))
    expect(names.size).toBe(400 * 50)
  })
})
