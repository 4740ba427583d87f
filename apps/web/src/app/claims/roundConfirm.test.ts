import { describe, expect, it } from 'vitest'
import { confirmation } from './roundConfirm'

const defeat = 'Expected: Defeat — this fight loses DOVH and DOVX.'
const loses = 'This fight costs more than it earns — this fight loses DOVH.'

describe('confirmation', () => {
  it('asks nothing when no fight sent is one the single Fight asks about', () => {
    expect(confirmation([])).toBeUndefined()
    expect(confirmation([{ title: 'DIVISION 1', warning: undefined }])).toBeUndefined()
  })

  it("asks the fight card's question with its warning for one division", () => {
    expect(
      confirmation([
        { title: 'DIVISION 1', warning: undefined },
        { title: 'DIVISION 3', warning: defeat },
      ]),
    ).toEqual({ title: 'Send DIVISION 3 to fight?', text: defeat })
  })

  it('names each division asked about, with its warning, for several', () => {
    expect(
      confirmation([
        { title: 'DIVISION 1', warning: loses },
        { title: 'DIVISION 2', warning: undefined },
        { title: 'DIVISION 3', warning: defeat },
      ]),
    ).toEqual({
      title: 'Send DIVISION 1 and DIVISION 3 to fight?',
      text: `DIVISION 1: ${loses} DIVISION 3: ${defeat}`,
    })
  })
})
