import { saveAction, setupPayload, validateDivisionSave } from '@dov/game/division'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { addDivision, editDivision } from '../../chain/write/divsim'
import { deleteDivision, startFight } from '../../chain/write/game'
import { useTransact } from '../../session/useTransact'
import { toast } from '../../ui/toast'
import { afterNewSaved, withoutDraft } from './drafts'
import { sendBlockers } from './sendCheck'
import type { BuilderReads } from './useBuilderReads'
import type { DivisionEditor } from './useDivisionEditor'

/**
 * Save division (`adddivision`) or Edit division (`editdivision`), and delete (`deldivision`),
 * with the spec's checks first (§5, §8): 'No Officer Selected' / 'No Zone Selected' (Warning),
 * 'No division selected' (Error). A saved draft is dropped once the divisions read again. Once a
 * save succeeds, "Send to fight" (`startfight` in the saved zone) is offered on that tab, with the
 * fight list's checks before signing (`sendBlockers`).
 */
export function useDivisionActions(account: string, reads: BuilderReads, editor: DivisionEditor) {
  const { run, pending, isPending } = useTransact()
  const queryClient = useQueryClient()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  // The tab whose division was just saved: Send to fight is offered there.
  const [savedAt, setSavedAt] = useState<number | undefined>(undefined)
  const { tab, draft, updateDrafts, select } = editor
  const divID = tab.division?.divID
  const { label } = saveAction(divID)
  const reloadDivisions = () => queryClient.refetchQueries({ queryKey: reads.divisionsKey })

  const save = async () => {
    const problem = validateDivisionSave(draft.units, draft.zoneId)
    if (problem !== undefined || draft.zoneId === undefined) {
      toast.warning({ title: 'Warning', message: problem ?? 'No Zone Selected' })
      return
    }
    const setup = setupPayload(draft.units)
    const action =
      divID === undefined
        ? addDivision(account, draft.zoneId, setup)
        : editDivision(account, divID, draft.zoneId, setup)
    const firstFree = reads.divisions.length + 1
    if ((await run([action])) === null) return
    await reloadDivisions()
    if (divID === undefined) {
      // The new division has the highest id: it takes the first free tab.
      updateDrafts((all) => afterNewSaved(all, tab))
      select(firstFree)
      setSavedAt(firstFree)
    } else {
      updateDrafts((all) => withoutDraft(all, tab))
      setSavedAt(tab.position)
    }
  }

  const askDelete = () => {
    if (divID === undefined) toast.error({ title: 'Error', message: 'No division selected' })
    else setConfirmingDelete(true)
  }

  const confirmDelete = async () => {
    if (divID === undefined) return
    if ((await run([deleteDivision(divID)])) === null) return
    setConfirmingDelete(false)
    await reloadDivisions()
    updateDrafts((all) => withoutDraft(all, tab))
  }

  const saved = tab.division
  const sendable =
    saved !== undefined &&
    savedAt === tab.position &&
    !editor.unsaved.has(tab.key) &&
    saved.end_time === 0
  const send = sendable
    ? {
        blockers: sendBlockers(
          reads.zones,
          saved.zoneID,
          reads.wins,
          editor.summary,
          reads.balances,
        ),
        warning: editor.summary.warning,
        busy: isPending('startfight', (data) => data.division_id === saved.divID),
        run: () => void run([startFight(account, saved.divID, saved.zoneID)]),
      }
    : undefined

  return {
    saveLabel: label,
    /** Send to fight, once the division on this tab was saved and is idle. */
    send,
    save: () => void save(),
    saving:
      divID === undefined
        ? isPending('adddivision')
        : isPending('editdivision', (data) => data.divID === divID),
    askDelete,
    confirmingDelete,
    cancelDelete: () => setConfirmingDelete(false),
    confirmDelete: () => void confirmDelete(),
    deleting: divID !== undefined && isPending('deldivision', (data) => data.asset_id === divID),
    pending,
  }
}
