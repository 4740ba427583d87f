import { ALL, FUSION_CHOICES, RARITY_CHOICES, UTILITY_CHOICES } from '@dov/game/filters'
import {
  INVENTORY_ORDERS,
  INVENTORY_SCHEMAS,
  type InventoryFilter,
  type InventoryItem,
  type InventoryOrder,
  inventoryView,
  useLabel,
} from '@dov/game/inventory'
import { paginate } from '@dov/game/pagination'
import { formatPower } from '@dov/game/power'
import { useMemo, useState } from 'react'
import { PagedCardGrid } from '../../ui/PagedCardGrid'
import { ReadsPending } from '../../ui/ReadsPending'
import { Select } from '../../ui/Select'
import { ChainImage } from '../../widgets/ChainImage'
import { AssetDetail } from './AssetDetail'
import styles from './Inventory.module.css'
import { useInventory } from './useInventory'

/** A denser grid than the spec's popups (4 a page): a player's whole collection at a glance. */
export const INVENTORY_PAGE_SIZE = 12

const ORDER_LABELS: Record<InventoryOrder, string> = {
  power: 'Power',
  rarity: 'Rarity',
  id: 'Newest',
}
const ORDER_CHOICES = INVENTORY_ORDERS.map((order) => ORDER_LABELS[order])

type FilterKey = 'schema' | 'rarity' | 'utility' | 'fusion'

/** The filters' selects, in this order: each one's label and choices. */
const FILTER_KEYS: readonly FilterKey[] = ['schema', 'rarity', 'utility', 'fusion']
const FILTER_FIELDS: {
  [K in FilterKey]: { label: string; options: readonly Required<InventoryFilter>[K][] }
} = {
  schema: { label: 'Schema', options: [ALL, ...INVENTORY_SCHEMAS] },
  rarity: { label: 'Rarity', options: RARITY_CHOICES },
  utility: { label: 'Utility', options: UTILITY_CHOICES },
  fusion: { label: 'Fusion', options: FUSION_CHOICES },
}

/**
 * The inventory (/inventory): every asset of the collection the player owns, filtered by schema,
 * rarity, utility and fusion, ordered by power, rarity or id; a card opens the asset's details.
 */
export function Component({ account }: { account: string }) {
  const inventory = useInventory(account)
  const [filter, setFilter] = useState<Required<InventoryFilter>>({
    schema: ALL,
    rarity: ALL,
    utility: ALL,
    fusion: ALL,
    type: ALL,
  })
  const [order, setOrder] = useState<InventoryOrder>('power')
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<string | null>(null)
  const view = useMemo(
    () => inventoryView(inventory.items, filter, order),
    [inventory.items, filter, order],
  )

  if (inventory.status !== 'ready') return <ReadsPending reads={inventory} what="your assets" />

  const change = <K extends keyof InventoryFilter>(key: K, value: Required<InventoryFilter>[K]) => {
    setFilter((current) => ({ ...current, [key]: value }))
    setPage(1)
  }
  const filterSelect = <K extends FilterKey>(key: K) => (
    <Select
      key={key}
      label={FILTER_FIELDS[key].label}
      value={filter[key]}
      options={FILTER_FIELDS[key].options}
      onChange={(value) => change(key, value)}
    />
  )
  const open = inventory.items.find((item) => item.asset_id === openId)

  return (
    <div className={styles.inventory}>
      <div className={styles.filters}>
        {FILTER_KEYS.map(filterSelect)}
        <Select
          label="Sort by"
          value={ORDER_LABELS[order]}
          options={ORDER_CHOICES}
          onChange={(label) => {
            setOrder(INVENTORY_ORDERS.find((o) => ORDER_LABELS[o] === label) ?? 'power')
            setPage(1)
          }}
        />
      </div>
      <p className={styles.count} aria-live="polite">
        {view.length === inventory.items.length
          ? `${inventory.items.length} assets`
          : `${view.length} of ${inventory.items.length} assets`}
      </p>
      <PagedCardGrid
        page={paginate(view, page, INVENTORY_PAGE_SIZE)}
        onPage={setPage}
        pagesLabel="Asset pages"
        itemKey={(item) => item.asset_id}
        minItemWidth="10rem"
      >
        {(item) => <InventoryCard item={item} onOpen={() => setOpenId(item.asset_id)} />}
      </PagedCardGrid>
      {open !== undefined && <AssetDetail item={open} onClose={() => setOpenId(null)} />}
    </div>
  )
}

/**
 * One asset: its image, its name and mint number (outside the art), rarity, power and use; opens
 * its details.
 */
function InventoryCard({ item, onOpen }: { item: InventoryItem; onOpen: () => void }) {
  const name = item.name.trim() || `Asset #${item.asset_id}`
  return (
    <button
      type="button"
      className={styles.card}
      onClick={onOpen}
      data-use={item.use.kind}
      data-rarity={item.rarity}
    >
      <ChainImage hash={item.img} alt="" className={`${styles.image} ${styles.framed}`} />
      <span className={styles.name}>{name}</span>
      {item.mint !== undefined && <span className={styles.mint}>Mint #{item.mint}</span>}
      <span className={styles.facts}>
        <span className={styles.rarity}>{item.rarity}</span>
        {item.schema === 'units' && <span>Power {formatPower(item.power, 1)}</span>}
      </span>
      <span className={styles.use}>{useLabel(item.use)}</span>
    </button>
  )
}
