import type { Rarity, ToolType } from '@dov/game/rows'
import { useId } from 'react'
import styles from './Tools.module.css'
import { aTool, TOOL_EFFECTS } from './tools'

/** The slot of one tool type: what it does, the rarity in effect, and the add control. */
export function ToolSlot({
  type,
  active,
  onAdd,
}: {
  type: ToolType
  active: Rarity | undefined
  onAdd: () => void
}) {
  const stateId = useId()
  return (
    <button
      type="button"
      className={styles.slot}
      data-active={active !== undefined || undefined}
      aria-label={`Stake ${aTool(type)}`}
      aria-describedby={stateId}
      onClick={onAdd}
    >
      <span className={styles.plus} aria-hidden="true">
        +
      </span>
      <span className={styles.slotType}>{type}</span>
      <span id={stateId} className={styles.slotState}>
        {TOOL_EFFECTS[type]}. {active === undefined ? 'Empty slot' : `In effect: ${active}`}
      </span>
    </button>
  )
}
