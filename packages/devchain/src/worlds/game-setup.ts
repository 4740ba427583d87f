import { TOKENS, type Token } from '@dov/game/amount'
import type { SlotKey } from '@dov/game/division'
import { FIRST_ASSET_ID } from '../contracts/atomicassets'
import { divsimContract } from '../contracts/divsim'
import { gameContract } from '../contracts/game'
import { DEPOSIT_MEMO, stakingContract, TREASURY_MEMO } from '../contracts/staking'
import type { AccountSpec, DevchainNames, Genesis } from '../core/world'
import { baseAccounts, baseGenesis } from './base'
import {
  AVATARS,
  type BuildingKind,
  buildingKinds,
  CRAFTS,
  type ToolKind,
  toolKinds,
  type UnitKind,
  unitKinds,
  zones,
} from './game-catalog'
import { type Picture, pictureSvg } from './pictures'

/**
 * Building blocks of the game worlds: the accounts with the three game contracts deployed, the
 * content of `game-catalog.ts` written through the contracts' own actions (collection, schemas,
 * templates with artwork, unit/building/tool/craft configs, zones, avatars, treasury), and helpers
 * that give players tokens and NFTs and build their divisions, all through ordinary actions, so
 * a world's state is one the contracts could have reached themselves.
 */

export type TokenAmounts = Partial<Record<Token, number>>

/** The base accounts with `dov.stake`, `dov.game` and `dov.divsim` deployed, plus `extra` accounts. */
export function gameAccounts(names: DevchainNames, extra: readonly string[] = []): AccountSpec[] {
  const contracts = new Map([
    [names.stake, stakingContract(names)],
    [names.game, gameContract(names)],
    [names.divsim, divsimContract(names)],
  ])
  const accounts = baseAccounts(names).map((account) => {
    const contract = contracts.get(account.name) ?? account.contract
    return contract ? { ...account, contract } : account
  })
  const known = new Set(accounts.map((account) => account.name))
  for (const name of extra) {
    if (!known.has(name)) accounts.push({ name })
    known.add(name)
  }
  return accounts
}

/** Schema format of the three NFT schemas (the fields the app's asset reader uses). */
const NFT_FORMAT = [
  { name: 'name', type: 'string' },
  { name: 'img', type: 'ipfs' },
  { name: 'rarity', type: 'string' },
  { name: 'fusion', type: 'uint8' },
  { name: 'utility', type: 'string' },
  { name: 'type', type: 'string' },
]

type Schema = 'units' | 'buildings' | 'tools'

interface TemplateInfo {
  id: number
  schema: Schema
}

/** A division to build: slot → card kind key (e.g. `{ officer: 'officer-1', combat4: 'infantry-2' }`). */
export type DivisionPlan = Partial<Record<SlotKey, string>>

/**
 * Writes the game into a genesis and remembers what it created: template ids by kind key, the asset
 * ids it minted (predicted from AtomicAssets' counter, which starts at 2^40 and counts every mint)
 * and the division ids (`dov.game` counts them from 1).
 */
export class GameGenesis {
  readonly units = new Map(unitKinds().map((kind) => [kind.key, kind]))
  readonly buildings = new Map(buildingKinds().map((kind) => [kind.key, kind]))
  readonly tools = new Map(toolKinds().map((kind) => [kind.key, kind]))
  private readonly templates = new Map<string, TemplateInfo>()
  private nextTemplate = 1
  private nextAsset = FIRST_ASSET_ID
  private nextDivision = 1

  constructor(
    readonly names: DevchainNames,
    readonly g: Genesis,
  ) {}

  /** Runs an action authorized by `actor@active` (default: the contract account). */
  act(account: string, name: string, data: unknown, actor = account): void {
    this.g.action(account, name, data, [{ actor, permission: 'active' }])
  }

  /** Template id of a unit, building or tool kind. */
  template(key: string): number {
    return this.templateInfo(key).id
  }

  private templateInfo(key: string): TemplateInfo {
    const info = this.templates.get(key)
    if (!info) throw new Error(`No template for kind ${key}`)
    return info
  }

  // ------------------------------------------------------------------------ content

  /** Tokens, AtomicAssets, the collection, templates, every config table and the treasury. */
  setup(options: { treasury: number; fightSecs: number; wfee: number }): void {
    const { names } = this
    baseGenesis(names, this.g)
    this.act(
      names.atomicassets,
      'createcol',
      {
        author: names.collection,
        collection_name: names.collection,
        allow_notify: true,
        authorized_accounts: [names.collection, names.stake],
        // The game contracts join the notify accounts in `finish()`: genesis mints need no guard.
        notify_accounts: [] as string[],
        market_fee: 0.05,
        data: [{ key: 'name', value: ['string', 'DOV Warfare'] }],
      },
      names.collection,
    )
    for (const schema of ['units', 'buildings', 'tools'] as const) {
      this.act(
        names.atomicassets,
        'createschema',
        {
          authorized_creator: names.collection,
          collection_name: names.collection,
          schema_name: schema,
          schema_format: NFT_FORMAT,
        },
        names.collection,
      )
    }
    for (const kind of this.units.values()) this.createUnit(kind)
    for (const kind of this.buildings.values()) this.createBuilding(kind)
    for (const kind of this.tools.values()) this.createTool(kind)
    for (const zone of zones((key) => this.template(key))) this.act(names.game, 'setzone', zone)
    for (const avatar of AVATARS) {
      const ipfs = this.g.artwork({
        kind: 'avatar',
        title: avatar.name,
        subtitle: `Avatar ${avatar.id}`,
        svg: pictureSvg(avatar.picture),
      })
      this.act(names.game, 'putavatar', { id: avatar.id, ipfs, cost: avatar.cost })
    }
    for (const craft of CRAFTS) {
      this.act(names.stake, 'setcdata', {
        template_id: this.template(craft.key),
        type: craft.type,
        costs: craft.costs,
        schema: craft.schema,
        available: craft.available,
      })
    }
    this.act(names.stake, 'setconfig', { id: 0, wfee: options.wfee, use_dov: true })
    this.act(names.game, 'setsettings', { fight_secs: options.fightSecs })
    for (const sym of TOKENS) {
      this.issue(sym, options.treasury)
      this.act(names.token, 'transfer', {
        from: names.token,
        to: names.stake,
        quantity: `${options.treasury}.0000 ${sym}`,
        memo: TREASURY_MEMO,
      })
    }
  }

  private createTemplate(
    key: string,
    schema: Schema,
    data: Record<string, string | number>,
    kind: 'unit' | 'building' | 'tool',
    picture: Picture,
  ): number {
    const img = this.g.artwork({
      kind,
      title: String(data.name),
      subtitle: String(data.rarity),
      svg: pictureSvg(picture),
    })
    const immutable = Object.entries({ ...data, img }).map(([name, value]) => ({
      key: name,
      value: name === 'fusion' ? ['uint8', value] : ['string', String(value)],
    }))
    this.act(
      this.names.atomicassets,
      'createtempl',
      {
        authorized_creator: this.names.collection,
        collection_name: this.names.collection,
        schema_name: schema,
        transferable: true,
        burnable: true,
        max_supply: 0,
        immutable_data: immutable,
      },
      this.names.collection,
    )
    const id = this.nextTemplate++
    this.templates.set(key, { id, schema })
    return id
  }

  /** Immutable data of a unit or tool template: its type is also its utility; fusion level 1. */
  private static typedData(kind: UnitKind | ToolKind): Record<string, string | number> {
    return { name: kind.name, rarity: kind.rarity, fusion: 1, utility: kind.type, type: kind.type }
  }

  private createUnit(kind: UnitKind): void {
    const id = this.createTemplate(
      kind.key,
      'units',
      GameGenesis.typedData(kind),
      'unit',
      kind.picture,
    )
    this.act(this.names.game, 'setunit', {
      template_id: id,
      type: kind.type,
      power: kind.power,
      bonus: kind.bonus,
    })
  }

  private createBuilding(kind: BuildingKind): void {
    const id = this.createTemplate(
      kind.key,
      'buildings',
      {
        name: kind.name,
        rarity: kind.rarity,
        fusion: kind.fusion,
        utility: kind.utility,
        type: 'building',
      },
      'building',
      kind.picture,
    )
    this.act(this.names.stake, 'setbdata', {
      template_id: id,
      type: kind.utility,
      token_in: kind.tokenIn,
      token_out: kind.tokenOut,
      rarity: kind.rarity,
      delay: kind.delay,
    })
  }

  private createTool(kind: ToolKind): void {
    const id = this.createTemplate(
      kind.key,
      'tools',
      GameGenesis.typedData(kind),
      'tool',
      kind.picture,
    )
    this.act(this.names.stake, 'settdata', {
      template_id: id,
      type: kind.type,
      rarity: kind.rarity,
      fee: kind.fee,
    })
  }

  /**
   * Ends the genesis: `dov.stake` and `dov.game` become notify accounts of the collection, so
   * they can refuse the transfer or burn of a staked asset or of a card in a division. (Added
   * last because every notification costs a trace, and genesis mints need none.)
   */
  finish(): void {
    for (const account of [this.names.stake, this.names.game]) {
      this.act(
        this.names.atomicassets,
        'addnotifyacc',
        { collection_name: this.names.collection, account_to_add: account },
        this.names.collection,
      )
    }
  }

  // ------------------------------------------------------------------------ players

  private issue(sym: string, whole: number): void {
    if (whole <= 0) return
    this.act(this.names.token, 'issue', {
      to: this.names.token,
      quantity: `${whole}.0000 ${sym}`,
      memo: '',
    })
  }

  /** Gives `player` tokens in the wallet and, through a `deposit` transfer, in game. */
  fund(player: string, wallet: TokenAmounts, inGame: TokenAmounts): void {
    for (const sym of TOKENS) {
      const w = wallet[sym] ?? 0
      const d = inGame[sym] ?? 0
      if (w + d === 0) continue
      this.issue(sym, w + d)
      this.act(this.names.token, 'transfer', {
        from: this.names.token,
        to: player,
        quantity: `${w + d}.0000 ${sym}`,
        memo: '',
      })
      if (d > 0) {
        this.act(
          this.names.token,
          'transfer',
          { from: player, to: this.names.stake, quantity: `${d}.0000 ${sym}`, memo: DEPOSIT_MEMO },
          player,
        )
      }
    }
  }

  /** Mints one NFT of a kind (unit, building or tool key) to `owner`; returns its asset id. */
  mint(owner: string, key: string): string {
    const info = this.templateInfo(key)
    this.act(
      this.names.atomicassets,
      'mintasset',
      {
        authorized_minter: this.names.collection,
        collection_name: this.names.collection,
        schema_name: info.schema,
        template_id: info.id,
        new_asset_owner: owner,
        immutable_data: [],
        mutable_data: [],
        tokens_to_back: [],
      },
      this.names.collection,
    )
    const id = this.nextAsset
    this.nextAsset += 1n
    return id.toString()
  }

  mintAll(owner: string, keys: readonly string[]): string[] {
    return keys.map((key) => this.mint(owner, key))
  }

  /** Mints the cards of a plan and saves them as a division (`dov.divsim::adddivision`); returns its id. */
  division(owner: string, zoneID: number, plan: DivisionPlan): number {
    const setup = Object.entries(plan).map(([slot, key]) => ({
      key: slot,
      value: this.mint(owner, key ?? ''),
    }))
    this.act(this.names.divsim, 'adddivision', { zoneID, setup, player: owner }, owner)
    return this.nextDivision++
  }

  setWins(player: string, zone: number, wins: number): void {
    this.act(this.names.game, 'setwins', { player, zone, wins })
  }

  stakeBuildings(player: string, assetIds: readonly string[]): void {
    this.act(this.names.stake, 'regmch', { player, asset_ids: assetIds }, player)
  }

  stakeTools(player: string, assetIds: readonly string[]): void {
    this.act(this.names.stake, 'regbd', { player, asset_ids: assetIds }, player)
  }

  startFight(player: string, divisionId: number, zoneID: number): void {
    this.act(this.names.game, 'startfight', { player, division_id: divisionId, zoneID }, player)
  }

  setAvatar(player: string, avatarId: number): void {
    this.act(this.names.game, 'setavatar', { player, avatar_id: avatarId }, player)
  }
}
