import { TOKENS } from '@dov/game/amount'
import { atomicAssetsContract } from '../contracts/atomicassets'
import { noopContract } from '../contracts/noop'
import { tokenContract } from '../contracts/token'
import { COSIGNER_PUBLIC_KEY } from '../core/keys'
import type { AccountSpec, DevchainNames, Genesis } from '../core/world'

const MAX_SUPPLY = '1000000000.0000'

/**
 * The accounts every world has: the token and NFT contracts, the game's contract accounts
 * (their code arrives with the game worlds), the collection account, the resource provider's
 * cosigner with its `cosign` permission (its own key, see `COSIGNER_SEED`), and the players.
 * Every `owner` and `active` permission uses the dev key.
 */
export function baseAccounts(names: DevchainNames): AccountSpec[] {
  return [
    { name: names.token, contract: tokenContract() },
    { name: names.atomicassets, contract: atomicAssetsContract() },
    { name: names.stake },
    { name: names.game },
    { name: names.divsim },
    { name: names.collection },
    {
      name: names.resourceProvider,
      contract: noopContract(),
      permissions: [
        {
          name: 'cosign',
          parent: 'active',
          keys: [COSIGNER_PUBLIC_KEY],
          links: [{ code: names.resourceProvider, action: 'noop' }],
        },
      ],
    },
    ...names.players.map((name) => ({ name })),
  ]
}

/** The collection data format AtomicAssets is initialised with on WAX. */
const COLLECTION_FORMAT = [
  { name: 'name', type: 'string' },
  { name: 'img', type: 'ipfs' },
  { name: 'description', type: 'string' },
  { name: 'url', type: 'string' },
  { name: 'images', type: 'string' },
  { name: 'socials', type: 'string' },
  { name: 'creator_info', type: 'string' },
]

/** Creates the five tokens (issuer: the token account) and initialises AtomicAssets. */
export function baseGenesis(names: DevchainNames, g: Genesis): void {
  for (const sym of TOKENS) {
    g.action(names.token, 'create', { issuer: names.token, maximum_supply: `${MAX_SUPPLY} ${sym}` })
  }
  g.action(names.atomicassets, 'init', {})
  g.action(names.atomicassets, 'admincoledit', { collection_format_extension: COLLECTION_FORMAT })
}
