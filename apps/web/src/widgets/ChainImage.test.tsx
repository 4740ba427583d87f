import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { imageGateways } from '../chain/read/imageGateways'
import { PLACEHOLDER_IMAGE } from '../chain/read/images'
import { PRESETS } from '../config/network'
import { ChainImage } from './ChainImage'

const CID = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'

function network() {
  return {
    ...PRESETS.local,
    ipfsGateways: ['https://one.example/ipfs/', 'https://two.example/ipfs/'],
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('ChainImage', () => {
  it('falls back to the next gateway, then to the placeholder', () => {
    const net = network()
    render(<ChainImage hash={CID} alt="Sniper" network={net} />)
    const img = screen.getByRole('img', { name: 'Sniper' })
    expect(img).toHaveProperty('src', `https://one.example/ipfs/${CID}`)
    fireEvent.error(img)
    expect(img).toHaveProperty('src', `https://two.example/ipfs/${CID}`)
    fireEvent.error(img)
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE)
    expect(img.dataset.fallback).toBe('placeholder')
    fireEvent.error(img) // the placeholder failing too does not loop
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE)
  })

  it('remembers a failed gateway for the next images', () => {
    const net = network()
    const { unmount } = render(<ChainImage hash={CID} alt="first" network={net} />)
    fireEvent.error(screen.getByRole('img', { name: 'first' }))
    unmount()
    expect(imageGateways(net).isDown('https://one.example/ipfs/')).toBe(true)
    render(<ChainImage hash={`${CID}/2.png`} alt="second" network={net} />)
    expect(screen.getByRole('img', { name: 'second' })).toHaveProperty(
      'src',
      `https://two.example/ipfs/${CID}/2.png`,
    )
  })

  it('moves on when a gateway stays silent, but not once the image loaded', () => {
    vi.useFakeTimers()
    const net = network()
    render(<ChainImage hash={CID} alt="slow" network={net} timeoutMs={1_000} />)
    const img = screen.getByRole('img', { name: 'slow' })
    act(() => vi.advanceTimersByTime(1_000))
    expect(img).toHaveProperty('src', `https://two.example/ipfs/${CID}`)
    fireEvent.load(img)
    act(() => vi.advanceTimersByTime(5_000))
    expect(img).toHaveProperty('src', `https://two.example/ipfs/${CID}`)
  })

  it('shows the placeholder for a hash that is not an IPFS id, and starts over for a new hash', () => {
    const net = network()
    const { rerender } = render(
      <ChainImage hash="https://evil.example/x.png" alt="bad" network={net} />,
    )
    expect(screen.getByRole('img', { name: 'bad' }).getAttribute('src')).toBe(PLACEHOLDER_IMAGE)
    rerender(<ChainImage hash={CID} alt="bad" network={net} />)
    expect(screen.getByRole('img', { name: 'bad' })).toHaveProperty(
      'src',
      `https://one.example/ipfs/${CID}`,
    )
  })
})
