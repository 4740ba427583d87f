/**
 * The first steps a new account is shown under the Ready bar, on every screen: stake a building,
 * build a division, send it to fight. Each ticks itself off from the chain's tables; the panel goes away
 * once all three are done, or when the player hides it.
 *
 * Who is new: an account seen with nothing staked and no division. That is remembered in this
 * browser (per chain and account), so the panel stays while its steps are ticked off, even on a
 * visit where a building is already staked; an account first seen with something staked or a
 * division is remembered as not new and never reads the tables for it again.
 */
import type { Division, ZoneWins } from '@dov/game/rows'

/** A step: what it says, whether the tables show it done, where it is done, what to do for it. */
export type FirstStep = { label: string; done: boolean; to: string; hint: string }

export type FirstStepsMark = 'new' | 'not-new' | 'done'

const key = (chainId: string, account: string) => `dov:first-steps:${chainId}:${account}`

export function readMark(chainId: string, account: string): FirstStepsMark | null {
  try {
    const value = localStorage.getItem(key(chainId, account))
    return value === 'new' || value === 'not-new' || value === 'done' ? value : null
  } catch {
    // Storage refused (a private window): the panel decides from the tables alone.
    return null
  }
}

export function writeMark(chainId: string, account: string, mark: FirstStepsMark): void {
  try {
    localStorage.setItem(key(chainId, account), mark)
  } catch {
    // Nothing to keep: the next visit decides again.
  }
}

/** The three steps as the tables say they stand. */
export function firstSteps(input: {
  staked: number
  divisions: readonly Pick<Division, 'end_time'>[]
  wins: readonly ZoneWins[]
  paths: { buildings: string; create: string; fight: string }
}): FirstStep[] {
  const fought =
    input.divisions.some((division) => division.end_time > 0) ||
    input.wins.some((row) => row.wins > 0)
  return [
    {
      label: 'Stake a building',
      done: input.staked > 0,
      to: input.paths.buildings,
      hint: 'Start with a building: stake one in a slot of the Buildings screen; it produces tokens.',
    },
    {
      label: 'Build a division',
      done: input.divisions.length > 0,
      to: input.paths.create,
      hint: 'Next, build a division from your unit cards and send it to fight in a zone.',
    },
    {
      label: 'Send it to fight',
      done: fought,
      to: input.paths.fight,
      hint: 'Next, send your division to fight in a zone of the Fight screen.',
    },
  ]
}

/**
 * The panel's hint: the first step not done yet says what to do next (steps can be done in any
 * order: a division built before any building leaves the building to do), else all are done.
 */
export function firstStepsHint(steps: readonly FirstStep[]): string {
  return (
    steps.find((step) => !step.done)?.hint ??
    'All done: your division is in the fight. These steps will not show again.'
  )
}

/**
 * What the panel does now: show the steps, or nothing (and what to remember). A first sight with
 * something already staked or built is not a newcomer.
 */
export function firstStepsState(
  mark: FirstStepsMark | null,
  steps: readonly FirstStep[],
): { show: boolean; remember: FirstStepsMark | null } {
  if (mark === 'done' || mark === 'not-new') return { show: false, remember: null }
  const allDone = steps.every((step) => step.done)
  if (mark === 'new') return { show: true, remember: allDone ? 'done' : null }
  const untouched = !(steps[0]?.done ?? false) && !(steps[1]?.done ?? false)
  return untouched ? { show: true, remember: 'new' } : { show: false, remember: 'not-new' }
}
