import { divisionTitle, type SlotKey } from '@dov/game/division'
import { Link } from 'react-router'
import { paths } from '../../paths'
import styles from './Builder.module.css'
import { DivisionActions } from './DivisionActions'
import { DivisionSummary } from './DivisionSummary'
import { DivisionTabs, PANEL_ID, tabId } from './DivisionTabs'
import { SendToFight } from './SendToFight'
import { SlotGrid } from './SlotGrid'
import type { useDivisionActions } from './useDivisionActions'
import type { DivisionEditor } from './useDivisionEditor'

/**
 * The division being built: its tabs and, in the selected tab's panel, a note when it is in a
 * fight (nothing can change then), its slots, its live summary, its actions and Send to fight.
 */
export function DivisionSection({
  editor,
  actions,
  zoneName,
  onPick,
}: {
  editor: DivisionEditor
  actions: ReturnType<typeof useDivisionActions>
  zoneName: (zoneId: number) => string
  onPick: (slot: SlotKey) => void
}) {
  const { tab, inFight: locked } = editor
  return (
    <section className={styles.division} aria-label="Division">
      <DivisionTabs
        tabs={editor.tabs}
        selected={tab.position}
        unsaved={editor.unsaved}
        zoneName={zoneName}
        onSelect={editor.select}
      />
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(tab.position)}
        className={styles.panel}
      >
        {locked && (
          <p className={styles.locked} role="note">
            {divisionTitle(tab.position)} is in a fight: claim it on the{' '}
            <Link to={paths.fight}>Fight</Link> screen before you change it.
          </p>
        )}
        <SlotGrid slots={editor.slots} disabled={locked} onPick={onPick} onRemove={editor.remove} />
        <DivisionSummary summary={editor.summary} />
        <DivisionActions
          saveLabel={actions.saveLabel}
          canReset={editor.unsaved.has(tab.key)}
          locked={locked}
          pending={actions.pending}
          saving={actions.saving}
          deleting={actions.deleting}
          onReset={editor.reset}
          onSave={actions.save}
          onDelete={actions.askDelete}
        />
        {actions.send && (
          <SendToFight
            title={divisionTitle(tab.position)}
            blockers={actions.send.blockers}
            warning={actions.send.warning}
            pending={actions.pending}
            busy={actions.send.busy}
            onSend={actions.send.run}
          />
        )}
      </div>
    </section>
  )
}
