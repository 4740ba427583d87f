import { afterEach, describe, expect, it, vi } from 'vitest'
import { WalletDeclinedError, WalletFailedError } from '../../chain/wallet/errors'
import { toast } from '../../ui/toast'
import { loginFailed, loginFailureMessage, loginFailureTitle } from './loginNotices'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('loginFailureTitle', () => {
  it('uses the spec texts per wallet', () => {
    expect(loginFailureTitle('cloudwallet')).toBe('Error while logging in through WCW')
    expect(loginFailureTitle('anchor')).toBe('Error while logging in through Anchor')
  })

  it("names Wombat as the spec's pattern names the others", () => {
    expect(loginFailureTitle('wombat')).toBe('Error while logging in through Wombat')
  })
})

describe('loginFailureMessage', () => {
  it("says what to do when no Wombat answered, rather than the Scatter protocol's words", () => {
    // As WharfKit rethrows the plugin's error: a new Error of its text.
    const error = new WalletFailedError('Error: Unable to connect with Scatter wallet')
    expect(loginFailureMessage('wombat', error)).toBe(
      'Wombat did not answer. Install its browser extension (or open the game in the Wombat app), unlock it and try again.',
    )
  })

  it("keeps the wallet's or the chain's own message otherwise", () => {
    expect(loginFailureMessage('wombat', new WalletFailedError('Unknown chain: eos'))).toBe(
      'Unknown chain: eos',
    )
    const scatter = new WalletFailedError('Unable to connect with Scatter wallet')
    expect(loginFailureMessage('anchor', scatter)).toBe('Unable to connect with Scatter wallet')
  })
})

describe('loginFailed', () => {
  it('says a declined login quietly', () => {
    const info = vi.spyOn(toast, 'info')
    loginFailed('anchor', new WalletDeclinedError('Modal closed'))
    expect(info).toHaveBeenCalledWith({ title: 'User declined to share their user account' })
  })
  it("says any other failure with the wallet's title and the message", () => {
    const error = vi.spyOn(toast, 'error')
    loginFailed('local', new WalletFailedError('Not the devchain'))
    expect(error).toHaveBeenCalledWith({
      title: 'Error while logging in with the local demo account',
      message: 'Not the devchain',
    })
  })
})
