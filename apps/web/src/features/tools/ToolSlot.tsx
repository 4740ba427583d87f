import type { Rarity, ToolType } from '@dov/game/rows'
import { useId } from 'react'
import styles from './Tools.module.css'
import { aTool, TOOL_EFFECTS } from './tools'

/**
 * The slot of one tool type: what it does, the rarity in effect, and the add control. The button
 * holds the type's name (its accessible name starts with it: "clock: stake a clock", so a
 * voice-control player can say what they see) and covers the whole slot, so a tap anywhere on it
 * adds a tool; what the slot does and holds is its description.
 */
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
    <div className={styles.slot} data-active={active !== undefined || undefined}>
      <span className={styles.plus} aria-hidden="true">
        +
      </span>
      <button
        type="button"
        className={styles.slotButton}
        aria-label={`${type}: stake ${aTool(type)}`}
        aria-describedby={stateId}
        onClick={onAdd}
      >
        {type}
      </button>
      <span id={stateId} className={styles.slotState}>
        {TOOL_EFFECTS[type]}. {active === undefined ? 'Empty slot' : `In effect: ${active}`}
      </span>
    </div>
  )
}
