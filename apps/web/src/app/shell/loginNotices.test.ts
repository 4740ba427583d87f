import { afterEach, describe, expect, it, vi } from 'vitest'
import { WalletDeclinedError, WalletFailedError } from '../../chain/wallet/errors'
import { toast } from '../../ui/toast'
import { loginFailed, loginFailureTitle } from './loginNotices'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('loginFailureTitle', () => {
  it('uses the spec texts per wallet', () => {
    expect(loginFailureTitle('cloudwallet')).toBe('Error while logging in through WCW')
    expect(loginFailureTitle('anchor')).toBe('Error while logging in through Anchor')
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
