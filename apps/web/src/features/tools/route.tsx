import { paginate } from '@dov/game/pagination'
import { TOOL_TYPES, type ToolType } from '@dov/game/rows'
import { useState } from 'react'
import { CardGrid } from '../../ui/CardGrid'
import { PagedCardGrid } from '../../ui/PagedCardGrid'
import { ReadsPending } from '../../ui/ReadsPending'
import { AddToolDialog } from './AddToolDialog'
import { ToolCard } from './ToolCard'
import { ToolSlot } from './ToolSlot'
import styles from './Tools.module.css'
import { unstakedTools } from './tools'
import { useTools } from './useTools'

/** Tools screen (/tools): slots for clock, booster and effort, and the staked tools. */
export function Component({ account }: { account: string }) {
  const tools = useTools(account)
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState(false)
  const [dialogType, setDialogType] = useState<ToolType>('clock')

  if (tools.status !== 'ready') return <ReadsPending reads={tools} what="your tools" />

  return (
    <div className={styles.tools}>
      <section aria-labelledby="tool-slots">
        <h2 id="tool-slots" className={styles.heading}>
          Tool slots
        </h2>
        <CardGrid minItemWidth="14rem" fit>
          {TOOL_TYPES.map((type) => (
            <li key={type}>
              <ToolSlot
                type={type}
                active={tools.active[type]}
                onAdd={() => {
                  setDialogType(type)
                  setOpen(true)
                }}
              />
            </li>
          ))}
        </CardGrid>
      </section>
      <section aria-labelledby="staked-tools">
        <h2 id="staked-tools" className={styles.heading}>
          Staked tools
        </h2>
        <PagedCardGrid
          page={paginate(tools.staked, page)}
          onPage={setPage}
          pagesLabel="Staked tool pages"
          className={styles.stakedGrid}
          minItemWidth="15rem"
          itemKey={(tool) => tool.assetId}
        >
          {(tool) => <ToolCard tool={tool} account={account} />}
        </PagedCardGrid>
      </section>
      <AddToolDialog
        key={dialogType}
        type={dialogType}
        open={open}
        onClose={() => setOpen(false)}
        account={account}
        tools={unstakedTools(tools.assets, tools.mships, tools.tdata, dialogType)}
        active={tools.active[dialogType]}
      />
    </div>
  )
}
