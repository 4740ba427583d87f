import { Asset, type Name } from '@wharfkit/antelope'
import type { ContractModule, Host } from '../core/contract'
import { assetUnits, symbolCodeValue } from '../core/names'
import {
  type AccountRow,
  type CloseData,
  type CreateData,
  type IssueData,
  type OpenData,
  type RetireData,
  type StatRow,
  TOKEN_ABI,
  type TransferData,
} from './token-abi'

/**
 * An `eosio.token`-compatible contract: the same actions, tables, checks and messages as
 * EOSIO's reference token contract, so wallets and explorers treat it as a standard token. Its
 * ABI and the types of its rows and actions: `token-abi.ts`.
 */

const MAX_AMOUNT = (1n << 62n) - 1n

function validSymbol(a: Asset | Asset.Symbol): boolean {
  const sym = a instanceof Asset ? a.symbol : a
  return /^[A-Z]{1,7}$/.test(String(sym.code))
}

function validAsset(a: Asset): boolean {
  const u = assetUnits(a)
  return validSymbol(a) && u <= MAX_AMOUNT && u >= -MAX_AMOUNT
}

function codeKey(sym: Asset.Symbol): bigint {
  return symbolCodeValue(String(sym.code))
}

function getStat(host: Host, sym: Asset.Symbol): StatRow | undefined {
  return host.getRow<StatRow>('stat', codeKey(sym), codeKey(sym))
}

function subBalance(host: Host, owner: Name, value: Asset): void {
  const key = codeKey(value.symbol)
  const from = host.getRow<AccountRow>('accounts', owner, key)
  host.check(from, 'no balance object found')
  host.check(assetUnits(from.balance) >= assetUnits(value), 'overdrawn balance')
  const left = Asset.fromUnits(
    (assetUnits(from.balance) - assetUnits(value)).toString(),
    from.balance.symbol,
  )
  host.setRow('accounts', owner, { balance: left })
}

function addBalance(host: Host, owner: Name, value: Asset, ramPayer: Name | string): void {
  const key = codeKey(value.symbol)
  const to = host.getRow<AccountRow>('accounts', owner, key)
  if (!to) {
    host.setRow('accounts', owner, { balance: value }, ramPayer)
  } else {
    const sum = Asset.fromUnits(
      (assetUnits(to.balance) + assetUnits(value)).toString(),
      to.balance.symbol,
    )
    host.setRow('accounts', owner, { balance: sum })
  }
}

export function tokenContract(): ContractModule {
  return {
    id: 'eosio.token',
    abi: TOKEN_ABI,
    tables: {
      accounts: { primaryKey: (r: AccountRow) => codeKey(r.balance.symbol) },
      stat: { primaryKey: (r: StatRow) => codeKey(r.supply.symbol) },
    },
    actions: {
      create(host: Host, d: CreateData) {
        host.requireAuth(host.self)
        const sym = d.maximum_supply.symbol
        host.check(validSymbol(sym), 'invalid symbol name')
        host.check(validAsset(d.maximum_supply), 'invalid supply')
        host.check(assetUnits(d.maximum_supply) > 0n, 'max-supply must be positive')
        host.check(!getStat(host, sym), 'token with symbol already exists')
        host.setRow(
          'stat',
          codeKey(sym),
          { supply: Asset.fromUnits(0, sym), max_supply: d.maximum_supply, issuer: d.issuer },
          host.self,
        )
      },
      issue(host: Host, d: IssueData) {
        const sym = d.quantity.symbol
        host.check(validSymbol(sym), 'invalid symbol name')
        host.check(new TextEncoder().encode(d.memo).length <= 256, 'memo has more than 256 bytes')
        const st = getStat(host, sym)
        host.check(st, 'token with symbol does not exist, create token before issue')
        host.check(d.to.equals(st.issuer), 'tokens can only be issued to issuer account')
        host.requireAuth(st.issuer)
        host.check(validAsset(d.quantity), 'invalid quantity')
        host.check(assetUnits(d.quantity) > 0n, 'must issue positive quantity')
        host.check(d.quantity.symbol.equals(st.supply.symbol), 'symbol precision mismatch')
        host.check(
          assetUnits(d.quantity) <= assetUnits(st.max_supply) - assetUnits(st.supply),
          'quantity exceeds available supply',
        )
        const supply = Asset.fromUnits(
          (assetUnits(st.supply) + assetUnits(d.quantity)).toString(),
          sym,
        )
        host.setRow('stat', codeKey(sym), { ...st, supply })
        addBalance(host, st.issuer, d.quantity, st.issuer)
      },
      retire(host: Host, d: RetireData) {
        const sym = d.quantity.symbol
        host.check(validSymbol(sym), 'invalid symbol name')
        host.check(new TextEncoder().encode(d.memo).length <= 256, 'memo has more than 256 bytes')
        const st = getStat(host, sym)
        host.check(st, 'token with symbol does not exist')
        host.requireAuth(st.issuer)
        host.check(validAsset(d.quantity), 'invalid quantity')
        host.check(assetUnits(d.quantity) > 0n, 'must retire positive quantity')
        host.check(d.quantity.symbol.equals(st.supply.symbol), 'symbol precision mismatch')
        const supply = Asset.fromUnits(
          (assetUnits(st.supply) - assetUnits(d.quantity)).toString(),
          sym,
        )
        host.setRow('stat', codeKey(sym), { ...st, supply })
        subBalance(host, st.issuer, d.quantity)
      },
      transfer(host: Host, d: TransferData) {
        host.check(!d.from.equals(d.to), 'cannot transfer to self')
        host.requireAuth(d.from)
        host.check(host.isAccount(d.to), 'to account does not exist')
        const st = getStat(host, d.quantity.symbol)
        host.check(st, 'unable to find key')
        host.requireRecipient(d.from)
        host.requireRecipient(d.to)
        host.check(validAsset(d.quantity), 'invalid quantity')
        host.check(assetUnits(d.quantity) > 0n, 'must transfer positive quantity')
        host.check(d.quantity.symbol.equals(st.supply.symbol), 'symbol precision mismatch')
        host.check(new TextEncoder().encode(d.memo).length <= 256, 'memo has more than 256 bytes')
        const payer = host.hasAuth(d.to) ? d.to : d.from
        subBalance(host, d.from, d.quantity)
        addBalance(host, d.to, d.quantity, payer)
      },
      open(host: Host, d: OpenData) {
        host.requireAuth(d.ram_payer)
        host.check(host.isAccount(d.owner), 'owner account does not exist')
        const st = getStat(host, d.symbol)
        host.check(st, 'symbol does not exist')
        host.check(st.supply.symbol.equals(d.symbol), 'symbol precision mismatch')
        if (!host.getRow<AccountRow>('accounts', d.owner, codeKey(d.symbol))) {
          host.setRow('accounts', d.owner, { balance: Asset.fromUnits(0, d.symbol) }, d.ram_payer)
        }
      },
      close(host: Host, d: CloseData) {
        host.requireAuth(d.owner)
        const row = host.getRow<AccountRow>('accounts', d.owner, codeKey(d.symbol))
        host.check(
          row,
          "Balance row already deleted or never existed. Action won't have any effect.",
        )
        host.check(assetUnits(row.balance) === 0n, 'Cannot close because the balance is not zero.')
        host.eraseRow('accounts', d.owner, codeKey(d.symbol))
      },
    },
  }
}
