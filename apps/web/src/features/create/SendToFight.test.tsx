import type { Zone } from '@dov/game/rows'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { testZone } from '../../test/zones'
import { SendToFight } from './SendToFight'
import { sendBlockers } from './sendCheck'

const zone = (id: number, name: string, overrides: Partial<Zone> = {}): Zone =>
  testZone(id, { name, resolutions: [], power: [], ...overrides })
const zones = [zone(1, 'Omaha Beach'), zone(2, 'Sainte-Mere'), zone(3, 'Carentan', { open: false })]
const authorized = { authorized: true, needs: [] }

describe('sendBlockers', () => {
  it('nothing refuses a reachable, open zone the division is authorized for and can pay', () => {
    expect(
      sendBlockers(zones, 1, [], authorized, [
        { balance: '1.0000 DOVH' },
        { balance: '1.0000 DOVX' },
      ]),
    ).toEqual([])
  })

  it('says, in the fight list words, a locked zone, an unauthorized division, a cost unpaid', () => {
    expect(
      sendBlockers(
        zones,
        2,
        [],
        { authorized: false, needs: ['Major (officer of order 3 or higher)'] },
        [{ balance: '0.5000 DOVH' }, { balance: '1.0000 DOVX' }],
      ),
    ).toEqual([
      'Sainte-Mere is locked: 1 win needed in Omaha Beach.',
      'Unauthorized to fight: needs Major (officer of order 3 or higher).',
      'Not enough DOVH: the fight costs 1.0000, you have 0.5000 in game.',
    ])
    expect(sendBlockers(zones, 3, [], authorized, undefined)).toEqual(['Carentan is closed.'])
  })
})

describe('SendToFight', () => {
  it('sends at once when nothing warns', async () => {
    const onSend = vi.fn()
    render(
      <SendToFight
        title="DIVISION 1"
        blockers={[]}
        warning={undefined}
        pending={false}
        busy={false}
        onSend={onSend}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send to fight' }))
    expect(onSend).toHaveBeenCalledTimes(1)
  })

  it('refused: disabled and described by the reasons', () => {
    render(
      <SendToFight
        title="DIVISION 1"
        blockers={['Carentan is closed.']}
        warning={undefined}
        pending={false}
        busy={false}
        onSend={() => {}}
      />,
    )
    const send = screen.getByRole('button', { name: 'Send to fight' }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    expect(send.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('Carentan is closed.')).toBeTruthy()
  })

  it('an expected Defeat asks first: Cancel sends nothing, Confirm sends', async () => {
    const onSend = vi.fn()
    render(
      <SendToFight
        title="DIVISION 2"
        blockers={[]}
        warning="Expected: Defeat — this fight loses DOVH."
        pending={false}
        busy={false}
        onSend={onSend}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send to fight' }))
    await screen.findByRole('dialog', { name: 'Send DIVISION 2 to fight?' })
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onSend).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Send to fight' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }))
    expect(onSend).toHaveBeenCalledTimes(1)
  })
})
