import { formatEarnings } from '@dov/game/amount'
import type { DivisionReport } from '@dov/game/battleReport'
import { zoneGroupStart } from '@dov/game/zones'
import { useEffect, useRef, useState } from 'react'
import { ObjectiveIcon } from '../../ui/ObjectiveIcon'
import { ChainImage } from '../../widgets/ChainImage'
import styles from './BattleSequence.module.css'
import { countAt, SEQUENCE_MS } from './sequence'
import type { Formation } from './useBattleReport'

/** What a division earned in DOVX, the token the count shows. */
const dovx = (division: DivisionReport) =>
  division.earned.filter((a) => a.symbol === 'DOVX').reduce((sum, a) => sum + a.units, 0n)

/**
 * The earnings counting up on the sequence's clock (`countAt`), frame by frame. The clock starts
 * when the count is put on the page, as the sequence's own timer does, not at its first frame: on a
 * busy device that frame comes late, and a count timed from it was still short of the amount when
 * the sequence ended.
 */
function Count({ units }: { units: bigint }) {
  const [shown, setShown] = useState(0n)
  useEffect(() => {
    let frame = 0
    const start = performance.now()
    const tick = (now: number) => {
      const value = countAt(units, now - start)
      setShown(value)
      if (value < units) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [units])
  return <>{`+${formatEarnings(shown)} DOVX`}</>
}

/** One division against its zone's objective: its cards, the objective, the result, the count. */
function Front({ division, formation }: { division: DivisionReport; formation?: Formation }) {
  const start = zoneGroupStart(division.zoneID)
  return (
    <span className={styles.front} data-result={division.result}>
      <span className={styles.title}>
        {division.title} · {division.zoneID} {division.zone}
      </span>
      <span className={styles.force}>
        {formation?.ranks.map((rank) => (
          <span key={`${rank.img}:${rank.name}`} className={styles.unit}>
            <ChainImage hash={rank.img} alt="" className={styles.picture} />
            {rank.count > 1 && <span className={styles.times}>×{rank.count}</span>}
          </span>
        ))}
        {formation !== undefined && formation.more > 0 && (
          <span className={styles.more}>+{formation.more}</span>
        )}
      </span>
      <span className={styles.versus}>vs</span>
      <span
        className={styles.target}
        style={start === undefined ? undefined : { backgroundImage: `url(/art/zone-${start}.svg)` }}
      >
        <ObjectiveIcon zoneId={division.zoneID} decorative className={styles.objective} />
      </span>
      <span className={styles.stamp}>{division.label}</span>
      <span className={styles.count} data-token="DOVX">
        <Count units={dovx(division)} />
      </span>
    </span>
  )
}

/**
 * The battle as a moment, before the report: each division's cards against its zone's objective
 * (the zone group's picture, the objective's), the result stamped in the game's colours and what
 * it earned counting up; `SEQUENCE_MS` long (CSS animations on the times of `sequence.ts`), then
 * `onDone`. One button over the screen under the header: a click, a tap, Enter, Space or Escape
 * skips it. The report says everything it shows; its pictures are decorative. The caller plays it
 * only when motion is allowed (`playsSequence`).
 */
export function BattleSequence({
  divisions,
  formations,
  onDone,
}: {
  divisions: readonly DivisionReport[]
  formations: ReadonlyMap<number, Formation>
  onDone: () => void
}) {
  const button = useRef<HTMLButtonElement>(null)
  const done = useRef(onDone)
  done.current = onDone
  useEffect(() => {
    button.current?.focus()
    const timer = setTimeout(() => done.current(), SEQUENCE_MS)
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      done.current()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('keydown', onKey)
    }
  }, [])
  return (
    <button
      ref={button}
      type="button"
      className={styles.stage}
      data-testid="battle-sequence"
      aria-label="Battle: skip to the report"
      onClick={() => done.current()}
    >
      {/* The toasts (the transaction's) keep clear of the battle, as of the report. */}
      <span className={styles.fronts} data-toasts-avoid="">
        {divisions.map((division) => (
          <Front
            key={division.divID}
            division={division}
            formation={formations.get(division.divID)}
          />
        ))}
      </span>
      <span className={styles.hint} aria-hidden="true">
        Tap or press Escape to skip
      </span>
    </button>
  )
}
