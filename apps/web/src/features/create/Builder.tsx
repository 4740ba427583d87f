import { divisionTitle } from '@dov/game/division'
import { lazy, Suspense } from 'react'
import { loadChunk } from '../../chunks'
import { Spinner } from '../../ui/Spinner'
import styles from './Builder.module.css'
import { CardPicker } from './CardPicker'
import { ConfirmDelete } from './ConfirmDelete'
import { DivisionSection } from './DivisionSection'
import type { BuilderReads } from './useBuilderReads'
import { useCardPicker } from './useCardPicker'
import { useDivisionActions } from './useDivisionActions'
import { useDivisionEditor } from './useDivisionEditor'
import { ZonePanel } from './ZonePanel'
import { zoneNameIn } from './zones'

/** The battle planner: a chunk of its own, with the rules of `warRoom` and `bestDivision`. */
const Planner = lazy(() => loadChunk('planner', () => import('./Planner')))

/**
 * The division builder (spec §2): the zones on the campaign map with the chosen one's figures, the
 * division under them (its tab, its slots, its live summary and its actions), and the card picker.
 */
export function Builder({ account, reads }: { account: string; reads: BuilderReads }) {
  const editor = useDivisionEditor(account, reads)
  const actions = useDivisionActions(account, reads, editor)
  const picker = useCardPicker(reads, editor)
  const { tab, zone } = editor

  return (
    <div className={styles.container}>
      <div className={styles.builder}>
        <ZonePanel
          zones={reads.zones}
          wins={reads.wins}
          divisions={reads.divisions}
          selected={editor.draft.zoneId}
          disabled={editor.inFight}
          earnings={editor.summary.earnings}
          net={editor.summary.net}
          warning={editor.summary.warning}
          onChoose={editor.chooseZone}
        />
        <DivisionSection
          editor={editor}
          actions={actions}
          zoneName={(zoneId) => zoneNameIn(reads.zones, zoneId)}
          onPick={picker.open}
        />
        <CardPicker {...picker.props} />
        <ConfirmDelete
          open={actions.confirmingDelete}
          title={divisionTitle(tab.position)}
          busy={actions.deleting}
          onConfirm={actions.confirmDelete}
          onClose={actions.cancelDelete}
        />
      </div>
      <Suspense fallback={<Spinner label="Loading the battle planner" />}>
        <Planner
          account={account}
          reads={reads}
          units={editor.draft.units}
          zone={zone}
          taken={editor.taken}
          disabled={editor.inFight}
          onChoose={editor.chooseZone}
          onUse={editor.fill}
        />
      </Suspense>
    </div>
  )
}
