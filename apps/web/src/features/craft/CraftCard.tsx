import { SOLD_OUT_MESSAGE } from '@dov/game/craft'
import { useId } from 'react'
import { useTransact } from '../../session/useTransact'
import { Button } from '../../ui/Button'
import { Figure } from '../../ui/Figure'
import { ChainImage } from '../../widgets/ChainImage'
import styles from './Craft.module.css'
import type { CraftView } from './craft'

/**
 * One recipe: image, name, `Remains`, owned count, costs, the template id on a muted line, and the craft button only
 * when something remains (spec §2), disabled with the reason when the balances fall short. While
 * this recipe's `startcraft` is out the button says `Crafting…` (aria-busy); while any
 * transaction is out the other buttons are disabled.
 */
export function CraftCard({ view, onCraft }: { view: CraftView; onCraft: () => void }) {
  const { pending, isPending } = useTransact()
  const busy = isPending('startcraft', (data) => data.craft_id === view.templateId)
  const titleId = useId()
  const noteId = useId()
  const { action } = view
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-sold-out={action.kind === 'none' || undefined}
    >
      <ChainImage hash={view.img} alt="" className={styles.image} />
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          {view.name}
        </h3>
        <div className={styles.facts}>
          <Figure label="Remains" valueTestId="remains">
            {view.remains}
          </Figure>
          <Figure label="Owned" valueTestId="owned">
            {view.owned ?? '-'}
          </Figure>
        </div>
        <div className={styles.costs}>
          <span className={styles.costsLabel}>Costs</span>
          <ul aria-label="Costs" className={styles.costList}>
            {view.costs.map((cost) => (
              <li key={cost.text} data-short={cost.short || undefined} data-token={cost.symbol}>
                {cost.text}
              </li>
            ))}
          </ul>
        </div>
        {/* The template id is a detail for the few who look it up: a small muted line. */}
        <Figure label="Template" valueTestId="template-id" className={styles.detail}>
          #{view.templateId}
        </Figure>
        {action.kind === 'none' ? (
          <p className={styles.note}>{SOLD_OUT_MESSAGE}</p>
        ) : (
          <>
            <Button
              className={styles.craftButton}
              busy={busy}
              disabled={pending || action.kind === 'blocked'}
              aria-describedby={action.kind === 'blocked' ? noteId : undefined}
              onClick={onCraft}
            >
              {busy ? 'Crafting…' : 'Craft'}
            </Button>
            {action.kind === 'blocked' && (
              <p id={noteId} className={styles.reason}>
                {action.reason}
              </p>
            )}
          </>
        )}
      </div>
    </article>
  )
}
