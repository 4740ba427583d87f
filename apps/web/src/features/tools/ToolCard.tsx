import { useId } from 'react'
import { ChainImage } from '../../chain/read/ChainImage'
import { UNSTAKED } from '../../chain/wallet/stakingAction'
import { useTransact } from '../../chain/wallet/useTransact'
import { Button } from '../../ui/Button'
import { unstakeTools } from './actions'
import styles from './Tools.module.css'
import type { StakedTool } from './tools'

/** A staked tool: image, name, asset id, type and rarity, and its unstake button. */
export function ToolCard({ tool, account }: { tool: StakedTool; account: string }) {
  const titleId = useId()
  const idId = useId()
  const { run, pending } = useTransact()
  return (
    <article className={styles.card} aria-labelledby={`${titleId} ${idId}`}>
      <ChainImage hash={tool.img} alt="" className={styles.image} />
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          {tool.name}
        </h3>
        <p id={idId} className={styles.assetId}>
          #{tool.assetId}
        </p>
        <p className={styles.tags}>
          {tool.type} · {tool.rarity}
        </p>
        <Button
          variant="danger"
          busy={pending}
          onClick={() => void run([unstakeTools(account, [tool.assetId])], { success: UNSTAKED })}
        >
          Unstake
        </Button>
      </div>
    </article>
  )
}
