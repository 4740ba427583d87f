import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotifyControl } from './NotifyControl'
import {
  createReadyWatcher,
  notifyPermission,
  notifyReady,
  requestNotifications,
  type Watched,
} from './notifications'

/** A stand-in for the browser's Notification: records what was shown and permission asks. */
function stubNotification(permission: NotificationPermission, answer = permission) {
  const shown: { title: string; options: NotificationOptions | undefined }[] = []
  const requestPermission = vi.fn(async () => {
    Stub.permission = answer
    return answer
  })
  class Stub {
    static permission: NotificationPermission = permission
    static requestPermission = requestPermission
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options })
    }
  }
  vi.stubGlobal('Notification', Stub)
  return { shown, requestPermission }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const running = (key: string): Watched => ({ key, ready: false, text: `${key} is ready` })
const ready = (key: string): Watched => ({ key, ready: true, text: `${key} is ready` })

describe('createReadyWatcher', () => {
  it('tells what it saw become ready, once, and never what was ready when first seen', () => {
    const watch = createReadyWatcher()
    expect(watch.update([ready('building:1:100'), running('fight:2:200')])).toEqual([])
    expect(watch.update([ready('building:1:100'), running('fight:2:200')])).toEqual([])
    expect(watch.update([ready('building:1:100'), ready('fight:2:200')])).toEqual([
      ready('fight:2:200'),
    ])
    expect(watch.update([ready('building:1:100'), ready('fight:2:200')])).toEqual([])
  })

  it('a claimed building starts a new cycle under a new key, told again when it finishes', () => {
    const watch = createReadyWatcher()
    watch.update([running('building:1:100')])
    expect(watch.update([ready('building:1:100')])).toHaveLength(1)
    watch.update([running('building:1:200')])
    expect(watch.update([ready('building:1:200')])).toEqual([ready('building:1:200')])
  })
})

describe('notifyReady', () => {
  it('shows one notification per item when the player allowed them', () => {
    const { shown } = stubNotification('granted')
    expect(notifyReady([ready('fight:2:200')])).toBe(1)
    expect(shown).toEqual([
      { title: 'DOV Warfare', options: { body: 'fight:2:200 is ready', tag: 'fight:2:200' } },
    ])
  })

  it('shows nothing without permission, and never asks for it', () => {
    const { shown, requestPermission } = stubNotification('default')
    expect(notifyReady([ready('fight:2:200')])).toBe(0)
    stubNotification('denied')
    expect(notifyReady([ready('fight:2:200')])).toBe(0)
    expect(shown).toEqual([])
    expect(requestPermission).not.toHaveBeenCalled()
  })

  it('a browser without the API: unsupported, nothing shown, nothing asked', async () => {
    vi.stubGlobal('Notification', undefined)
    expect(notifyPermission()).toBe('unsupported')
    expect(notifyReady([ready('fight:2:200')])).toBe(0)
    await expect(requestNotifications()).resolves.toBe('unsupported')
  })
})

describe('NotifyControl', () => {
  beforeEach(() => {
    vi.unstubAllGlobals()
  })

  it('asks for permission only on the click, then says notifications are on', async () => {
    const { requestPermission } = stubNotification('default', 'granted')
    render(<NotifyControl />)
    expect(requestPermission).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Notify me when ready' }))
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Notifications on')).toBeTruthy()
  })

  it('offers nothing once the player refused', () => {
    stubNotification('denied')
    const { container } = render(<NotifyControl />)
    expect(container.textContent).toBe('')
  })
})
