import { useEffect, useMemo, useRef, useState } from 'react'
import { type ImageGateways, imageGateways } from '../chain/read/imageGateways'
import { gatewayOf, imageCandidates, PLACEHOLDER_IMAGE } from '../chain/read/images'
import { network as currentNetwork } from '../config/current'
import type { Network } from '../config/network'

/** After this long without loading, the next gateway is tried. */
export const IMAGE_TIMEOUT_MS = 15_000

function skipGateway(health: ImageGateways, failedUrl: string): void {
  const gateway = gatewayOf(failedUrl, health.endpoints)
  if (gateway !== undefined) health.markDown(gateway, 'failure')
}

/**
 * An image stored on IPFS: tried on each gateway (healthy ones first), then the placeholder. A
 * gateway that fails or stays silent for `timeoutMs` is skipped by the next images for a while.
 */
export function ChainImage({
  hash,
  alt,
  className,
  timeoutMs = IMAGE_TIMEOUT_MS,
  network = currentNetwork,
}: {
  hash: string | null | undefined
  alt: string
  className?: string
  timeoutMs?: number
  network?: Network
}) {
  const health = imageGateways(network)
  // The order is fixed per hash, so marking a gateway down does not reshuffle this image's list.
  const candidates = useMemo(() => imageCandidates(hash, health.order()), [hash, health])
  const [attempt, setAttempt] = useState({ candidates, index: 0 })
  const index = attempt.candidates === candidates ? attempt.index : 0
  const src = candidates[index] ?? PLACEHOLDER_IMAGE
  const settled = useRef<string | undefined>(undefined)

  const fail = (failedSrc: string) => {
    if (failedSrc !== src || index >= candidates.length - 1) return
    settled.current = failedSrc
    skipGateway(health, failedSrc)
    setAttempt({ candidates, index: index + 1 })
  }

  useEffect(() => {
    if (src === PLACEHOLDER_IMAGE) return undefined
    const timer = setTimeout(() => {
      if (settled.current === src) return
      settled.current = src
      skipGateway(health, src)
      setAttempt({ candidates, index: index + 1 })
    }, timeoutMs)
    return () => clearTimeout(timer)
  }, [src, timeoutMs, health, candidates, index])

  return (
    <img
      src={src}
      alt={alt}
      className={className}
      data-fallback={src === PLACEHOLDER_IMAGE ? 'placeholder' : undefined}
      onLoad={() => {
        settled.current = src
        const gateway = gatewayOf(src, health.endpoints)
        if (gateway !== undefined) health.markUp(gateway)
      }}
      onError={() => fail(src)}
    />
  )
}
