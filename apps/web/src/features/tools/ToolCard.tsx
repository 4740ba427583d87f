import { holdsAsset } from '../../chain/write/action'
import { unstakeTools } from '../../chain/write/staking'
import { useTransact } from '../../session/useTransact'
import { AssetCard } from '../../ui/AssetCard'
import { Button } from '../../ui/Button'
import { ASSETS_UNSTAKED } from '../../ui/texts'
import { ChainImage } from '../../widgets/ChainImage'
import styles from './Tools.module.css'
import type { StakedTool } from './tools'

/**
 * A staked tool: image (framed in its rarity's colour), name, asset id, type and rarity, and its
 * unstake button. The card's wrapper carries the rarity, which the image and the badge read.
 */
export function ToolCard({ tool, account }: { tool: StakedTool; account: string }) {
  const { run, pending, isPending } = useTransact()
  return (
    <div className={styles.rarityScope} data-rarity={tool.rarity}>
      <AssetCard
        name={tool.name}
        assetId={tool.assetId}
        mint={tool.mint}
        image={(className) => (
          <ChainImage hash={tool.img} alt="" className={`${className} ${styles.framed}`} />
        )}
        layout="row"
      >
        <p className={styles.tags}>
          {tool.type} · <span className={styles.rarity}>{tool.rarity}</span>
        </p>
        <Button
          variant="danger"
          className={styles.unstake}
          busy={isPending('deregbd', holdsAsset(tool.assetId))}
          disabled={pending}
          onClick={() =>
            void run([unstakeTools(account, [tool.assetId])], { success: ASSETS_UNSTAKED })
          }
        >
          Unstake
        </Button>
      </AssetCard>
    </div>
  )
}
