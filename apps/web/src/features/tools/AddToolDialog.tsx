import { tokenIn } from '@dov/game/amount'
import { paginate } from '@dov/game/pagination'
import type { Rarity, ToolType } from '@dov/game/rows'
import { useState } from 'react'
import { holdsAsset } from '../../chain/write/action'
import { stakeTools } from '../../chain/write/staking'
import { useTransact } from '../../session/useTransact'
import { Figure } from '../../ui/Figure'
import { Modal } from '../../ui/Modal'
import { PagedCardGrid } from '../../ui/PagedCardGrid'
import { AssetChoice } from '../../widgets/AssetChoice'
import styles from './Tools.module.css'
import { aTool, type UnstakedTool } from './tools'

/** The game token an amount's text names, for its `data-token` mark (the theme's icon, colour). */

/**
 * The popup of a tool slot (spec §2 Tools): the unstaked tools of that type, 4 a page, each with
 * name, asset id and 'Stake Fees'; clicking one stakes it (`regbd`).
 */
export function AddToolDialog({
  type,
  open,
  onClose,
  account,
  tools,
  active,
}: {
  type: ToolType
  open: boolean
  onClose: () => void
  account: string
  tools: readonly UnstakedTool[]
  active: Rarity | undefined
}) {
  const [page, setPage] = useState(1)
  const { run, pending, isPending } = useTransact()

  const stake = (assetId: string) => {
    void run([stakeTools(account, [assetId])]).then((result) => {
      if (result !== null) onClose()
    })
  }

  return (
    <Modal open={open} onClose={onClose} title={`Stake ${aTool(type)}`} size="wide">
      {active !== undefined && (
        <p className={styles.note}>
          Only your rarest {type} counts: a {active} one is in effect.
        </p>
      )}
      <PagedCardGrid
        page={paginate(tools, page)}
        onPage={setPage}
        pagesLabel="Tool pages"
        aria-label={`Unstaked ${type} tools`}
        minItemWidth="11rem"
        itemKey={({ asset }) => asset.asset_id}
      >
        {({ asset, fees }) => (
          <AssetChoice
            action="stake"
            asset={asset}
            imageWidth="4.5rem"
            busy={isPending('regbd', holdsAsset(asset.asset_id))}
            disabled={pending}
            onClick={() => stake(asset.asset_id)}
          >
            <Figure label="Stake Fees">
              {fees === undefined
                ? '-'
                : fees.length === 0
                  ? 'None'
                  : fees.map((fee, index) => (
                      <span key={fee}>
                        {index > 0 && ', '}
                        <span data-token={tokenIn(fee)}>{fee}</span>
                      </span>
                    ))}
            </Figure>
          </AssetChoice>
        )}
      </PagedCardGrid>
    </Modal>
  )
}
