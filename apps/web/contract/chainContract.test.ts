// @vitest-environment node
/**
 * The contract between chain and app, checked on every run: the devchain's demo world, started as
 * its own process and read over HTTP, goes through every fetcher the app uses, with the app's own
 * valibot schemas. A field the devchain renames, retypes or drops fails here, not on a screen.
 * (The app never imports the devchain: it talks to it as it would to a node.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningDevchain, startDevchain } from '../e2e/devchain'
import { freePort } from '../e2e/servers'
import { getOwnedAssets } from '../src/chain/read/atomic/assets'
import { getCraftTemplates } from '../src/chain/read/atomic/templates'
import { avatarsRead } from '../src/chain/read/game/avatars'
import { zoneWinsRead } from '../src/chain/read/game/infos'
import { nftsRead } from '../src/chain/read/game/nfts'
import { getAllDivisions, getOwnerDivisions } from '../src/chain/read/game/sdivisions'
import { fightSecsRead } from '../src/chain/read/game/settings'
import { unitConfigsRead } from '../src/chain/read/game/udata'
import { zonesRead } from '../src/chain/read/game/zones'
import { stakingBalancesRead } from '../src/chain/read/staking/balances'
import { buildingDataRead } from '../src/chain/read/staking/bdata'
import { stakedBuildingsRead } from '../src/chain/read/staking/buildings'
import { craftDataRead } from '../src/chain/read/staking/cdata'
import { configsRead } from '../src/chain/read/staking/configs'
import { membershipsRead } from '../src/chain/read/staking/mships'
import { toolDataRead } from '../src/chain/read/staking/tdata'
import { tokenBalancesRead } from '../src/chain/read/token/accounts'
import { rpcPool } from '../src/chain/transport/endpoints'
import { getAllTableScopes } from '../src/chain/transport/scopes'
import { type Network, resolveNetwork } from '../src/config/network'

/** The demo world's player with a bit of everything: staked buildings and tools, divisions, wins. */
const PLAYER = 'player3'

let devchain: RunningDevchain | undefined
let network: Network

beforeAll(async () => {
  devchain = await startDevchain(await freePort(), 'demo')
  network = resolveNetwork({
    DOV_NETWORK: 'local',
    DOV_RPC_URLS: devchain.url,
    DOV_ATOMIC_URLS: devchain.url,
    DOV_IPFS_GATEWAYS: `${devchain.url}/ipfs/`,
  })
}, 90_000)

afterAll(async () => {
  await devchain?.stop()
})

describe('the demo world parses through the app schemas', () => {
  it('staking contract: balances, configs, cdata, bdata, mships, buildings, tdata', async () => {
    const balances = await stakingBalancesRead.get(network, PLAYER)
    expect(balances.map((row) => row.balance)).toContainEqual(expect.stringMatching(/ DOVX$/))
    const [config] = await configsRead.get(network)
    expect(config?.wfee).toBeGreaterThan(0)
    const crafts = await craftDataRead.get(network)
    expect(crafts.length).toBeGreaterThan(0)
    const bdata = await buildingDataRead.get(network)
    expect(bdata.length).toBeGreaterThan(0)
    const mships = await membershipsRead.get(network, PLAYER)
    expect(mships.map((row) => row.type).sort()).toEqual(['booster', 'effort'])
    const staked = await stakedBuildingsRead.get(network, PLAYER)
    expect(staked).toHaveLength(4)
    const tdata = await toolDataRead.get(network)
    expect(new Set(tdata.map((row) => row.type))).toEqual(new Set(['clock', 'booster', 'effort']))
  })

  it('token contract: accounts', async () => {
    const wallet = await tokenBalancesRead.get(network, PLAYER)
    expect(wallet.length).toBeGreaterThan(0)
  })

  it('game contract: avatars, udata, zones, infos, nfts, sdivisions, settings', async () => {
    expect((await avatarsRead.get(network)).length).toBeGreaterThan(1)
    // docs/contracts.md: the demo world's fights last 180 s.
    expect(await fightSecsRead.get(network)).toBe(180)
    expect((await unitConfigsRead.get(network)).length).toBeGreaterThan(0)
    const zones = await zonesRead.get(network)
    expect(zones.map((zone) => zone.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    const wins = await zoneWinsRead.get(network, PLAYER)
    expect(wins).toEqual([
      { zone: 1, wins: 2 },
      { zone: 2, wins: 1 },
    ])
    const nfts = await nftsRead.get(network)
    expect(nfts.truncated).toBe(false)
    expect(nfts.rows.some((row) => row.owner === PLAYER)).toBe(true)
    const mine = await getOwnerDivisions(network, PLAYER)
    expect(mine.map((division) => division.zoneID).sort()).toEqual([1, 2])
    const all = await getAllDivisions(network)
    expect(all.rows.length).toBeGreaterThan(mine.length)
  })

  it('get_table_by_scope lists the owners with wins, and their infos parse', async () => {
    const scopes = await getAllTableScopes(rpcPool(network), {
      code: network.contracts.game,
      table: 'infos',
    })
    const owners = scopes.rows.map((row) => row.scope)
    expect(owners).toContain(PLAYER)
    // Every owner's wins parse (a read of each scope the Hall of Fame reads).
    const wins = await Promise.all(owners.map((owner) => zoneWinsRead.get(network, owner)))
    expect(wins[owners.indexOf(PLAYER)]).toHaveLength(2)
    expect(wins.every((rows) => rows.length > 0)).toBe(true)
  })

  it('AtomicAssets API: owned assets and craft templates', async () => {
    const assets = await getOwnedAssets(network, PLAYER)
    expect(new Set(assets.map((asset) => asset.schema))).toEqual(
      new Set(['buildings', 'tools', 'units']),
    )
    const crafts = await craftDataRead.get(network)
    const templates = await getCraftTemplates(
      network,
      crafts.map((craft) => craft.template_id),
    )
    expect(templates).toHaveLength(crafts.length)
    expect(templates.every((template) => template.name !== '')).toBe(true)
  })
})
