import { describe, expect, it } from 'vitest'
import { WalletDeclinedError, WalletFailedError } from './errors'
import { walletError } from './kit'
import { resourceShortOf } from './resources'

/** A failure as `kit.ts` makes it: the chain's detail text and, when the chain refused, its name. */
const refused = (message: string, refusal?: string) =>
  walletError(new Error(message), undefined, refusal)

describe('resourceShortOf', () => {
  it("reads the chain's refusal by its exception name", () => {
    expect(
      resourceShortOf(
        refused(
          'billed CPU time (412 us) is greater than the maximum billable CPU time for the transaction (0 us)',
          'tx_cpu_usage_exceeded',
        ),
      ),
    ).toBe('cpu')
    expect(resourceShortOf(refused('deadline exceeded', 'leeway_deadline_exception'))).toBe('cpu')
    expect(
      resourceShortOf(
        refused('transaction net usage is too high: 184 > 0', 'tx_net_usage_exceeded'),
      ),
    ).toBe('net')
    expect(
      resourceShortOf(
        refused(
          'account player1 has insufficient ram; needs 1048888 bytes has 1048576 bytes',
          'ram_usage_exceeded',
        ),
      ),
    ).toBe('ram')
  })

  it("believes the chain's type over the words: an assertion about RAM is no shortage", () => {
    expect(
      resourceShortOf(
        refused(
          'assertion failure with message: not enough RAM slots in this zone',
          'eosio_assert_message_exception',
        ),
      ),
    ).toBeUndefined()
    expect(resourceShortOf(refused('Prototype pollution', 'toString'))).toBeUndefined()
  })

  it("reads a wallet's own untyped refusal by its words", () => {
    expect(resourceShortOf(refused('Insufficient RAM to complete this request'))).toBe('ram')
    expect(resourceShortOf(refused('Not enough CPU staked for this account'))).toBe('cpu')
    expect(resourceShortOf(refused('NET usage exceeded'))).toBe('net')
    expect(resourceShortOf(refused('The network is down'))).toBeUndefined()
    expect(resourceShortOf(refused('Cannot read RAM'))).toBeUndefined()
  })

  it('is no shortage for a decline or any other error', () => {
    expect(resourceShortOf(new WalletDeclinedError('Not enough CPU'))).toBeUndefined()
    expect(resourceShortOf(new Error('Not enough CPU'))).toBeUndefined()
    expect(resourceShortOf(new WalletFailedError('overdrawn balance'))).toBeUndefined()
  })
})
