import { type Amount, AVATAR_SYMBOL, parseAsset } from '@dov/game/amount'
import {
  type ActiveTools,
  activeTools,
  BUILDING_SLOTS,
  claimSettlement,
  cycleFlows,
} from '@dov/game/buildings'
import { afterCraft, checkCraft } from '@dov/game/craft'
import {
  type BalanceRow,
  type BuildingData,
  type CraftData,
  isRarity,
  type Membership,
  type StakedBuilding,
  TOOL_TYPES,
  type ToolData,
} from '@dov/game/rows'
import { withdrawFee, withdrawNet } from '@dov/game/withdraw'
import type { ActionHandler, ContractModule, Host } from '../core/contract'
import {
  assetIds,
  assetMoveGuards,
  assetText,
  byOwner,
  type GameNames,
  handler,
  isToken,
  ownedAsset,
  readRow,
  readRows,
  selfRowSetter,
  sendAsSelf,
  symbolKey,
  tokenAmount,
} from './game-common'
import { type ConfigRow, STAKING_ABI } from './staking-abi'
import { adjust, charge, pay, settle } from './staking-ledger'

/**
 * `dov.stake`, the staking contract: in-game balances and the exchange (deposit, withdraw with a
 * fee), buildings as machines (`regmch` / `deregmch` / `claimmch`), tools (`regbd` / `deregbd`),
 * crafting (`startcraft`). The game contract moves in-game balances through the privileged
 * `gamedebit` / `gamecredit` / `setavt` actions, which only `dov.game` may call.
 *
 * Every in-game token is backed: tokens deposited stay in this account's `dov.token` wallet, and
 * what players pay in game (building inputs, fight costs, craft and avatar costs, withdrawal fees)
 * goes to the game treasury, the `balances` rows in this contract's own scope, which pays what
 * players earn (building outputs, fight payouts). So for each token, this account's wallet
 * balance always equals the sum of all `balances` rows (players and treasury).
 */

/** Memo of a token transfer that credits the sender's in-game balance. */
export const DEPOSIT_MEMO = 'deposit'
/** Memo of a transfer from the token issuer that funds the game treasury. */
export const TREASURY_MEMO = 'treasury'

function config(host: Host): ConfigRow {
  const row = readRow<ConfigRow>(host, 'configs', host.self, 0n)
  host.check(row, 'The game is not configured')
  return row
}

// ------------------------------------------------------------------------------ staking reads

function toolsOf(host: Host, owner: string): Membership[] {
  return readRows<Membership>(host, 'mships', host.self, { index: 2, owner })
}

/** The tools in effect for a player's buildings (highest rarity per type). */
function playerTools(host: Host, owner: string): ActiveTools {
  return activeTools(toolsOf(host, owner))
}

function buildingData(host: Host, templateId: number): BuildingData | undefined {
  return readRow<BuildingData>(host, 'bdata', host.self, BigInt(templateId))
}

/** Whether an asset is staked, as a building or as a tool. */
function isStaked(host: Host, assetId: string): boolean {
  const key = BigInt(assetId)
  return (
    host.getRow('buildings', host.self, key) !== undefined ||
    host.getRow('mships', host.self, key) !== undefined
  )
}

/** `deregbd` / `deregmch`: the player takes back staked tools (`mships`) or buildings. */
function unstake(tableName: 'mships' | 'buildings'): ActionHandler {
  return handler<{ player: string; asset_ids: string[] }>((host: Host, d) => {
    host.requireAuth(d.player)
    for (const id of assetIds(host, d.asset_ids)) {
      const row = readRow<{ owner: string }>(host, tableName, host.self, BigInt(id))
      host.check(row, 'Asset not staked')
      host.check(row.owner === d.player, 'Asset not owned')
      host.eraseRow(tableName, host.self, BigInt(id))
    }
  })
}

function amounts(texts: readonly string[]): Amount[] {
  return texts.map((text) => parseAsset(text))
}

// ------------------------------------------------------------------------------ the module

export function stakingContract(names: GameNames): ContractModule {
  const guard = (host: Host, ids: readonly string[]): void => {
    for (const id of ids) host.check(!isStaked(host, id), 'Asset is staked: unstake it first')
  }

  return {
    id: 'dov.stake',
    plainValues: true,
    abi: STAKING_ABI,
    tables: {
      balances: { primaryKey: (r: BalanceRow) => symbolKey(parseAsset(String(r.balance)).symbol) },
      configs: { primaryKey: (r: ConfigRow) => BigInt(r.id) },
      cdata: { primaryKey: (r: CraftData) => BigInt(r.template_id) },
      bdata: { primaryKey: (r: BuildingData) => BigInt(r.template_id) },
      tdata: { primaryKey: (r: ToolData) => BigInt(r.template_id) },
      buildings: { primaryKey: (r: StakedBuilding) => BigInt(r.asset_id), indexes: [byOwner] },
      mships: { primaryKey: (r: Membership) => BigInt(r.asset_id), indexes: [byOwner] },
    },
    actions: {
      // ---------------------------------------------------------------- exchange
      withdraw: handler<{ player: string; quantity: string }>((host: Host, d) => {
        host.requireAuth(d.player)
        const quantity = tokenAmount(host, d.quantity, 'withdraw')
        const { wfee } = config(host)
        const net = withdrawNet(quantity.units, wfee)
        host.check(net > 0n, 'Amount too small to withdraw after the fee')
        adjust(host, d.player, quantity, -1n, `Insufficient ${quantity.symbol} balance`)
        // The fee stays in the wallet and joins the treasury; the net leaves both.
        adjust(
          host,
          host.self,
          { ...quantity, units: withdrawFee(quantity.units, wfee) },
          1n,
          'treasury overflow',
        )
        sendAsSelf(host, names.token, 'transfer', {
          from: host.self,
          to: d.player,
          quantity: assetText(net, quantity.symbol),
          memo: 'withdraw',
        })
      }),

      // ---------------------------------------------------------------- tools
      regbd: handler<{ player: string; asset_ids: string[] }>((host: Host, d) => {
        host.requireAuth(d.player)
        const fees: Amount[] = []
        for (const id of assetIds(host, d.asset_ids)) {
          const asset = ownedAsset(host, names, d.player, id)
          host.check(!isStaked(host, id), 'Asset already staked')
          const tool = readRow<ToolData>(host, 'tdata', host.self, BigInt(asset.template_id))
          host.check(tool, 'Not a tool')
          fees.push(...amounts(tool.fee))
          host.setRow<Membership>('mships', host.self, {
            asset_id: id,
            owner: d.player,
            type: tool.type,
            rarity: tool.rarity,
          })
        }
        charge(host, d.player, fees)
      }),
      deregbd: unstake('mships'),

      // ---------------------------------------------------------------- buildings
      regmch: handler<{ player: string; asset_ids: string[] }>((host: Host, d) => {
        host.requireAuth(d.player)
        const ids = assetIds(host, d.asset_ids)
        const staked = readRows(host, 'buildings', host.self, { index: 2, owner: d.player })
        host.check(
          staked.length + ids.length <= BUILDING_SLOTS,
          `All ${BUILDING_SLOTS} building slots are used`,
        )
        const tools = playerTools(host, d.player)
        const consumed: Amount[] = []
        for (const id of ids) {
          const asset = ownedAsset(host, names, d.player, id)
          host.check(!isStaked(host, id), 'Asset already staked')
          const data = buildingData(host, asset.template_id)
          host.check(data, 'Not a building')
          consumed.push(...cycleFlows(data, tools).consumed)
          host.setRow<StakedBuilding>('buildings', host.self, {
            asset_id: id,
            owner: d.player,
            template_id: asset.template_id,
            last_claim: host.nowSec(),
            type: data.type,
            rarity: data.rarity,
          })
        }
        charge(host, d.player, consumed)
      }),
      deregmch: unstake('buildings'),
      /** Authorized by the owner of the buildings (one owner per call). */
      claimmch: handler<{ asset_ids: string[] }>((host: Host, d) => {
        const rows = assetIds(host, d.asset_ids).map((id) => {
          const row = readRow<StakedBuilding>(host, 'buildings', host.self, BigInt(id))
          host.check(row, 'Asset not staked')
          return row
        })
        const owner = rows[0]?.owner ?? ''
        host.check(
          rows.every((row) => row.owner === owner),
          'Assets of several owners',
        )
        host.requireAuth(owner)
        const tools = playerTools(host, owner)
        const now = host.nowSec()
        const produced: Amount[] = []
        const consumed: Amount[] = []
        let cycles = 0
        for (const row of rows) {
          const data = buildingData(host, row.template_id)
          host.check(data, 'Not a building')
          const settlement = claimSettlement(row, cycleFlows(data, tools), now)
          if (settlement.cycles === 0) continue
          cycles += settlement.cycles
          produced.push(...settlement.produced)
          consumed.push(...settlement.consumed)
          host.setRow('buildings', host.self, { ...row, last_claim: settlement.lastClaim })
        }
        host.check(cycles > 0, 'Nothing to claim')
        settle(host, owner, produced, consumed)
      }),

      // ---------------------------------------------------------------- crafting
      /**
       * `craft_id` is the template id of a `cdata` row. The player pays the costs to the treasury
       * (`checkCraft` of `@dov/game/craft`, the screen's own check: sold out first, then the
       * first token short), `available` drops by one (a recipe at 0 stays sold out until
       * `setcdata` restocks it) and one asset of the template is minted to the player.
       */
      startcraft: handler<{ player: string; craft_id: number }>((host: Host, d) => {
        host.requireAuth(d.player)
        const craft = readRow<CraftData>(host, 'cdata', host.self, BigInt(d.craft_id))
        host.check(craft, 'Unknown craft')
        const check = checkCraft(craft, readRows<BalanceRow>(host, 'balances', d.player))
        host.check(check.ok, check.ok ? '' : check.message)
        charge(host, d.player, amounts(craft.costs))
        host.setRow('cdata', host.self, afterCraft(craft))
        sendAsSelf(host, names.atomicassets, 'mintasset', {
          authorized_minter: host.self,
          collection_name: names.collection,
          schema_name: craft.schema,
          template_id: craft.template_id,
          new_asset_owner: d.player,
          immutable_data: [],
          mutable_data: [],
          tokens_to_back: [],
        })
      }),

      // ---------------------------------------------------------------- from dov.game only
      gamedebit: handler<{ player: string; quantities: string[] }>((host: Host, d) => {
        host.requireAuth(names.game)
        charge(
          host,
          d.player,
          d.quantities.map((q) => tokenAmount(host, q, 'charge')),
        )
      }),
      gamecredit: handler<{ player: string; quantities: string[] }>((host: Host, d) => {
        host.requireAuth(names.game)
        pay(
          host,
          d.player,
          d.quantities.map((q) => tokenAmount(host, q, 'pay')),
        )
      }),
      setavt: handler<{ player: string; avatar_id: number }>((host: Host, d) => {
        host.requireAuth(names.game)
        host.setRow('balances', d.player, {
          balance: assetText(BigInt(d.avatar_id), AVATAR_SYMBOL, 0),
        })
      }),

      // ---------------------------------------------------------------- administration (self)
      setconfig: selfRowSetter<ConfigRow>('configs', (host: Host, row) => {
        host.check(row.wfee >= 0 && row.wfee <= 100, 'wfee must be a percent (0 to 100)')
      }),
      setcdata: selfRowSetter<CraftData>('cdata'),
      setbdata: selfRowSetter<BuildingData>('bdata', (host: Host, row) => {
        host.check(row.delay > 0, 'delay must be positive')
      }),
      settdata: selfRowSetter<ToolData>('tdata', (host: Host, row) => {
        host.check(TOOL_TYPES.includes(row.type), `Unknown tool type ${row.type}`)
        host.check(isRarity(row.rarity), `Unknown rarity ${row.rarity}`)
      }),
    },
    notifications: {
      /** Deposit: a `dov.token` transfer to this contract with the memo `deposit`. */
      [`${names.token}::transfer`]: handler<{
        from: string
        to: string
        quantity: string
        memo: string
      }>((host: Host, d) => {
        if (d.to !== host.self || d.from === host.self) return
        const amount = parseAsset(d.quantity)
        host.check(isToken(amount.symbol), `Unknown token ${amount.symbol}`)
        if (d.memo === TREASURY_MEMO && d.from === names.token) {
          adjust(host, host.self, amount, 1n, 'treasury overflow')
          return
        }
        host.check(d.memo === DEPOSIT_MEMO, 'Unknown memo: send tokens with the memo "deposit"')
        adjust(host, d.from, amount, 1n, 'balance overflow')
      }),
      /** A staked asset stays with its owner: refuse to let it move or burn while staked. */
      ...assetMoveGuards(names, guard),
    },
  }
}
