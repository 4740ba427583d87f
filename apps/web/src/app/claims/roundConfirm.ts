import type { Redeploy } from '@dov/game/round'

/**
 * What Sign asks before a round that sends a division to a fight the single Fight asks about
 * (each redeploy's `warning`, the fight card's words): the card's question and its warning for
 * one division (`Send DIVISION 3 to fight?`, `Expected: Defeat — this fight loses DOVH.`), every
 * such division named with its warning for several; undefined when the round signs at once.
 */
export function confirmation(
  redeploys: readonly Pick<Redeploy, 'title' | 'warning'>[],
): { title: string; text: string } | undefined {
  const warned = redeploys.filter(
    (redeploy): redeploy is Pick<Redeploy, 'title'> & { warning: string } =>
      redeploy.warning !== undefined,
  )
  const [first] = warned
  if (first === undefined) return undefined
  if (warned.length === 1) return { title: `Send ${first.title} to fight?`, text: first.warning }
  const titles = warned.map((redeploy) => redeploy.title)
  return {
    title: `Send ${titles.slice(0, -1).join(', ')} and ${titles.at(-1)} to fight?`,
    text: warned.map((redeploy) => `${redeploy.title}: ${redeploy.warning}`).join(' '),
  }
}
