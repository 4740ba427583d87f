import { divisionEffects, terrainEffects } from '@dov/game/bonuses'
import { type InventoryItem, useLabel } from '@dov/game/inventory'
import { formatPower } from '@dov/game/power'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { assetMintQuery } from '../../chain/read/atomic/asset'
import { network } from '../../config/current'
import { paths } from '../../paths'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { ChainImage } from '../../widgets/ChainImage'
import { atomicHubAssetUrl } from './atomicHub'
import styles from './Inventory.module.css'
import { mintOfSupply } from './mintSupply'

/** One line of the details: a term and its description. */
function Fact({ term, testId, children }: { term: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  )
}

/** Where an asset's use is managed, and what the link says. */
function actionOf(item: InventoryItem): { to: string; label: string } {
  const { use } = item
  if (use.kind === 'building') return { to: paths.buildings, label: 'Manage it in Buildings' }
  if (use.kind === 'tool') return { to: paths.tools, label: 'Manage it in Tools' }
  if (use.kind === 'division') {
    return { to: `${paths.create}?division=${use.division}`, label: 'Open the division' }
  }
  if (item.schema === 'buildings') return { to: paths.buildings, label: 'Stake it in Buildings' }
  if (item.schema === 'tools') return { to: paths.tools, label: 'Stake it in Tools' }
  return { to: paths.create, label: 'Place it in a division' }
}

/**
 * An asset's details: image, name, template, mint number out of its template's supply (`#12 of
 * 57`: the number from the list at once, the supply read when opened), rarity, fusion, utility,
 * power and bonuses as the game computes them, where it is in use with the screen that manages it,
 * and its page on AtomicHub where the network has one.
 */
export function AssetDetail({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const mint = useQuery(assetMintQuery(network, item.asset_id))
  const name = item.name.trim() || `Asset #${item.asset_id}`
  const effects = [...divisionEffects(item.bonus), ...terrainEffects(item.bonus)]
  const action = actionOf(item)
  const hub = atomicHubAssetUrl(network, item.asset_id)
  // The number the list gave, until the asset's own answer adds its template's supply.
  const known = item.mint === undefined ? undefined : mintOfSupply(item.mint, null, null)
  return (
    <Modal open onClose={onClose} title={name}>
      <div className={styles.detail} data-rarity={item.rarity}>
        <ChainImage
          hash={item.img}
          alt={name}
          className={`${styles.detailImage} ${styles.framed}`}
        />
        <dl className={styles.facts}>
          <Fact term="Asset">#{item.asset_id}</Fact>
          <Fact term="Template">#{item.template_id}</Fact>
          <Fact term="Mint">
            {mint.data !== undefined ? (
              mint.data.mint === null ? (
                'None'
              ) : (
                mintOfSupply(mint.data.mint, mint.data.issued, mint.data.maxSupply)
              )
            ) : mint.isError ? (
              <>
                {known ?? 'Unknown'}{' '}
                <Button variant="secondary" onClick={() => void mint.refetch()}>
                  Retry
                </Button>
              </>
            ) : (
              (known ?? '…')
            )}
          </Fact>
          <Fact term="Schema">{item.schema}</Fact>
          <Fact term="Rarity">
            <span className={styles.rarity}>{item.rarity}</span>
          </Fact>
          <Fact term="Fusion">{item.fusion}</Fact>
          {item.schema !== 'units' && item.utility !== '' && (
            <Fact term="Utility">{item.utility}</Fact>
          )}
          {item.schema === 'units' && (
            <>
              <Fact term="Type">{item.type}</Fact>
              <Fact term="Power">{formatPower(item.power, 4)}</Fact>
              <Fact term="Bonuses">{effects.length === 0 ? 'None' : effects.join(', ')}</Fact>
            </>
          )}
          <Fact term="In use" testId="asset-use">
            {useLabel(item.use)}
          </Fact>
        </dl>
        <p className={styles.actions}>
          <Link to={action.to} className={styles.action}>
            {action.label}
          </Link>
          {hub !== undefined && (
            <a href={hub} target="_blank" rel="noreferrer noopener">
              View on AtomicHub
            </a>
          )}
        </p>
      </div>
    </Modal>
  )
}
