import { PermissionLevel } from '@wharfkit/session'
import { describe, expect, it } from 'vitest'
import type { ActionData } from '../write/action'
import { loginRequest, PLUGIN_IDS, storedPluginId, transactRequest, walletKindOf } from './requests'

const CHAIN = 'ab'.repeat(32)

describe('walletKindOf', () => {
  it('each kind’s plugin is that kind; any other plugin the Cloud Wallet', () => {
    for (const kind of ['cloudwallet', 'anchor', 'wombat', 'local'] as const)
      expect(walletKindOf(PLUGIN_IDS[kind])).toBe(kind)
    expect(walletKindOf('wallet-plugin-other')).toBe('cloudwallet')
  })
})

describe('storedPluginId', () => {
  it("reads the wallet plugin of WharfKit's stored session", () => {
    const stored = JSON.stringify({
      chain: CHAIN,
      actor: 'player1',
      permission: 'active',
      walletPlugin: { id: 'wombat', data: {} },
    })
    expect(storedPluginId(stored)).toBe('wombat')
  })

  it('none without a stored session, or with one of another shape', () => {
    for (const stored of [null, '', 'not json', 'null', '{}', '{"walletPlugin":{"id":7}}'])
      expect(storedPluginId(stored)).toBeUndefined()
  })
})

describe('loginRequest', () => {
  it('the wallet’s plugin on the network’s chain, with no account for a real wallet', () => {
    expect(loginRequest(CHAIN, 'anchor', 'player2')).toEqual({
      chain: CHAIN,
      walletPlugin: 'anchor',
    })
    expect(loginRequest(CHAIN, 'cloudwallet')).toEqual({
      chain: CHAIN,
      walletPlugin: 'cloudwallet',
    })
    expect(loginRequest(CHAIN, 'wombat')).toEqual({ chain: CHAIN, walletPlugin: 'wombat' })
  })

  it('the local demo as the chosen account, else the first', () => {
    expect(loginRequest(CHAIN, 'local', 'player3')).toEqual({
      chain: CHAIN,
      walletPlugin: 'wallet-plugin-privatekey',
      permissionLevel: 'player3@active',
    })
    expect(loginRequest(CHAIN, 'local').permissionLevel).toBe('player1@active')
  })
})

describe('transactRequest', () => {
  const permission = PermissionLevel.from('player1@active')
  const actions: ActionData[] = [
    { account: 'dov.game', name: 'claimfight', data: { owner: 'player1', divID: 3 } },
    { account: 'dov.stake', name: 'claimmch', data: { owner: 'player1', asset_ids: ['7'] } },
  ]
  const header = { expiration: '2026-01-01T00:00:30', ref_block_num: 4464, ref_block_prefix: 1 }

  it('every action authorized by the session’s permission, in order', () => {
    const request = transactRequest(actions, permission, undefined)
    expect(request.transaction).toBeUndefined()
    expect(request.actions).toEqual(
      actions.map((action) => ({ ...action, authorization: [permission] })),
    )
  })

  it('with the ready header, a whole transaction of those actions', () => {
    const request = transactRequest(actions, permission, header)
    expect(request.actions).toBeUndefined()
    expect(request.transaction).toEqual({
      ...header,
      actions: actions.map((action) => ({ ...action, authorization: [permission] })),
    })
  })
})
