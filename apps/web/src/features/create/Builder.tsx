import { divisionTitle, type SlotKey } from '@dov/game/division'
import { ALL, type Choice } from '@dov/game/filters'
import type { Rarity } from '@dov/game/rows'
import { lazy, Suspense, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { loadChunk } from '../../chunks'
import { paths } from '../../paths'
import { Spinner } from '../../ui/Spinner'
import styles from './Builder.module.css'
import { CardPicker } from './CardPicker'
import { ConfirmDelete } from './ConfirmDelete'
import { pickerView } from './cards'
import { DivisionActions } from './DivisionActions'
import { DivisionSummary } from './DivisionSummary'
import { DivisionTabs, PANEL_ID, tabId } from './DivisionTabs'
import { SendToFight } from './SendToFight'
import { SlotGrid } from './SlotGrid'
import type { BuilderReads } from './useBuilderReads'
import { useDivisionActions } from './useDivisionActions'
import { useDivisionEditor } from './useDivisionEditor'
import { ZonePanel } from './ZonePanel'

/** The battle planner: a chunk of its own, with the rules of `warRoom` and `bestDivision`. */
const Planner = lazy(() => loadChunk('planner', () => import('./Planner')))

/**
 * The division builder (spec §2): the zones on the left, the division on the right (its tab, its
 * slots, its live summary and its actions), and the card picker.
 */
export function Builder({ account, reads }: { account: string; reads: BuilderReads }) {
  const editor = useDivisionEditor(account, reads)
  const actions = useDivisionActions(account, reads, editor)
  const [picking, setPicking] = useState<SlotKey | undefined>(undefined)
  const [rarity, setRarity] = useState<Choice<Rarity>>(ALL)
  const { tab, zone, slots } = editor
  const terrain = zone?.terrain ?? ''
  const pickingSlot = [...slots.headquarter, ...slots.combat].find((slot) => slot.key === picking)
  const cards = useMemo(
    () =>
      picking === undefined ? [] : pickerView(reads.cards, picking, editor.placed, rarity, terrain),
    [picking, reads.cards, editor.placed, rarity, terrain],
  )
  const zoneName = (zoneId: number) =>
    reads.groups.flatMap((group) => group.zones).find((z) => z.id === zoneId)?.name ??
    `Zone ${zoneId}`
  const locked = editor.inFight

  return (
    <div className={styles.container}>
      <div className={styles.builder}>
        <ZonePanel
          groups={reads.groups}
          selected={editor.draft.zoneId}
          disabled={locked}
          earnings={editor.summary.earnings}
          net={editor.summary.net}
          warning={editor.summary.warning}
          onChoose={editor.chooseZone}
        />
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
            <SlotGrid
              slots={slots}
              disabled={locked}
              onPick={(slot) => {
                setRarity(ALL)
                setPicking(slot)
              }}
              onRemove={editor.remove}
            />
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
        <CardPicker
          slot={pickingSlot}
          cards={cards}
          rarity={rarity}
          onRarity={setRarity}
          zoneChosen={zone !== undefined}
          onPlace={(assetId) => {
            if (picking !== undefined) editor.place(picking, assetId)
            setPicking(undefined)
          }}
          onClose={() => setPicking(undefined)}
        />
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
          disabled={locked}
          onChoose={editor.chooseZone}
          onUse={editor.fill}
        />
      </Suspense>
    </div>
  )
}
