import { describe, expect, it } from 'vitest'
import { initialSession, type Session, type SessionMachine, sessionReducer } from './session'

const loggedOut: Session = { status: 'logged-out', account: null }
const restoring: Session = { status: 'restoring', account: null }
const loggingIn: Session = { status: 'logging-in', account: null, wallet: 'anchor' }
const loggedIn: Session = { status: 'logged-in', account: 'player1', wallet: 'local' }
const ALL = [loggedOut, restoring, loggingIn, loggedIn]

const inState = (session: Session, rest: Partial<SessionMachine> = {}): SessionMachine => ({
  session,
  walletReady: false,
  loginOpen: false,
  ...rest,
})

describe('initialSession', () => {
  it('restores from the first render when a session was stored, else is logged out', () => {
    expect(initialSession(true)).toEqual(inState(restoring))
    expect(initialSession(false)).toEqual(inState(loggedOut))
  })
})

describe('sessionReducer', () => {
  it('opens and closes the chooser and marks the wallet loaded, in every state', () => {
    for (const session of ALL) {
      expect(sessionReducer(inState(session), { type: 'chooser', open: true })).toEqual(
        inState(session, { loginOpen: true }),
      )
      expect(
        sessionReducer(inState(session, { loginOpen: true }), { type: 'chooser', open: false }),
      ).toEqual(inState(session))
      expect(sessionReducer(inState(session), { type: 'wallet-loaded' })).toEqual(
        inState(session, { walletReady: true }),
      )
    }
  })

  it('starts a login with the wallet asked', () => {
    expect(
      sessionReducer(inState(loggedOut, { loginOpen: true }), {
        type: 'login-started',
        wallet: 'anchor',
      }),
    ).toEqual(inState(loggingIn, { loginOpen: true }))
  })

  it('signs in from a login or a restore, and closes the chooser', () => {
    const event = { type: 'signed-in', account: 'player1', wallet: 'local' } as const
    expect(sessionReducer(inState(loggingIn, { loginOpen: true }), event)).toEqual(
      inState(loggedIn),
    )
    expect(sessionReducer(inState(restoring, { walletReady: true }), event)).toEqual(
      inState(loggedIn, { walletReady: true }),
    )
  })

  it('ignores an answer that comes in a state that did not ask for it', () => {
    const signedIn = { type: 'signed-in', account: 'player2', wallet: 'anchor' } as const
    expect(sessionReducer(inState(loggedOut), signedIn)).toEqual(inState(loggedOut))
    expect(sessionReducer(inState(loggedIn), signedIn)).toEqual(inState(loggedIn))
    for (const session of [loggedOut, restoring, loggedIn])
      expect(sessionReducer(inState(session), { type: 'login-failed' })).toEqual(inState(session))
    for (const session of [loggedOut, loggingIn, loggedIn])
      expect(sessionReducer(inState(session), { type: 'nothing-restored' })).toEqual(
        inState(session),
      )
  })

  it('a failed login is logged out, the chooser stays open to try another wallet', () => {
    expect(
      sessionReducer(inState(loggingIn, { loginOpen: true }), { type: 'login-failed' }),
    ).toEqual(inState(loggedOut, { loginOpen: true }))
  })

  it('a stored session that cannot be used is logged out', () => {
    expect(sessionReducer(inState(restoring), { type: 'nothing-restored' })).toEqual(
      inState(loggedOut),
    )
  })

  it('logs out from every state', () => {
    for (const session of ALL)
      expect(
        sessionReducer(inState(session, { walletReady: true }), { type: 'logged-out' }),
      ).toEqual(inState(loggedOut, { walletReady: true }))
  })

  it('cannot write a state without its data', () => {
    // @ts-expect-error: logged in means an account.
    const noAccount: Session = { status: 'logged-in', account: null, wallet: 'anchor' }
    // @ts-expect-error: logged in means an account.
    const missing: Session = { status: 'logged-in', wallet: 'anchor' }
    // @ts-expect-error: logged out has no account.
    const stale: Session = { status: 'logged-out', account: 'player1' }
    expect([noAccount, missing, stale]).toHaveLength(3)
  })
})
