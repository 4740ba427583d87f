import { paginate } from '@dov/game/pagination'
import type { Rarity, ToolType } from '@dov/game/rows'
import { useState } from 'react'
import { ChainImage } from '../../chain/read/ChainImage'
import { useTransact } from '../../chain/wallet/useTransact'
import { Modal } from '../../ui/Modal'
import { Pagination } from '../../ui/Pagination'
import { stakeTools } from './actions'
import styles from './Tools.module.css'
import { aTool, type UnstakedTool } from './tools'

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
  const [staking, setStaking] = useState<string | null>(null)
  const { run, pending } = useTransact()
  const shown = paginate(tools, page)

  const stake = (assetId: string) => {
    setStaking(assetId)
    void run([stakeTools(account, [assetId])]).then((result) => {
      setStaking(null)
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
      {shown.items.length === 0 ? (
        <p className={styles.none}>No assets to show</p>
      ) : (
        <ul className={styles.options} aria-label={`Unstaked ${type} tools`}>
          {shown.items.map(({ asset, fees }) => (
            <li key={asset.asset_id}>
              <button
                type="button"
                className={styles.option}
                aria-label={`Stake ${asset.name} #${asset.asset_id}`}
                aria-busy={(pending && staking === asset.asset_id) || undefined}
                disabled={pending}
                onClick={() => stake(asset.asset_id)}
              >
                <ChainImage hash={asset.img} alt="" className={styles.image} />
                <span className={styles.details}>
                  <span className={styles.optionName}>{asset.name}</span>
                  <span className={styles.assetId}>#{asset.asset_id}</span>
                  <span className={styles.fees}>
                    <span className={styles.label}>Stake Fees</span>{' '}
                    <span>
                      {fees === undefined ? '-' : fees.length === 0 ? 'None' : fees.join(', ')}
                    </span>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={shown.page}
        pageCount={shown.pageCount}
        onPage={setPage}
        label="Tool pages"
      />
    </Modal>
  )
}
