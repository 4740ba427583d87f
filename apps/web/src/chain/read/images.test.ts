import { describe, expect, it } from 'vitest'
import { gatewayOf, imageCandidates, ipfsPath, PLACEHOLDER_IMAGE } from './images'

const CID = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'
const GATEWAYS = ['https://one.example/ipfs/', 'https://two.example/ipfs']

describe('ipfsPath', () => {
  it('accepts bare ids, ipfs:// and /ipfs/ forms, with a path', () => {
    expect(ipfsPath(CID)).toBe(CID)
    expect(ipfsPath(`ipfs://${CID}`)).toBe(CID)
    expect(ipfsPath(`/ipfs/${CID}/card-1.png`)).toBe(`${CID}/card-1.png`)
  })

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'https://evil.example/pixel.png',
      `${CID}/../../admin`,
      `${CID}?x=1`,
      '<img src=x onerror=alert(1)>',
      'short',
    ]) {
      expect(ipfsPath(bad)).toBeUndefined()
    }
  })
})

describe('imageCandidates', () => {
  it('lists every gateway in order, then the placeholder', () => {
    expect(imageCandidates(CID, GATEWAYS)).toEqual([
      `https://one.example/ipfs/${CID}`,
      `https://two.example/ipfs/${CID}`,
      PLACEHOLDER_IMAGE,
    ])
    expect(PLACEHOLDER_IMAGE).toBe('/art/unavailable.svg')
  })

  it('gives only the placeholder for a missing or bad hash', () => {
    expect(imageCandidates(undefined, GATEWAYS)).toEqual([PLACEHOLDER_IMAGE])
    expect(imageCandidates(null, GATEWAYS)).toEqual([PLACEHOLDER_IMAGE])
    expect(imageCandidates('javascript:alert(1)', GATEWAYS)).toEqual([PLACEHOLDER_IMAGE])
  })

  it('finds the gateway of a candidate', () => {
    expect(gatewayOf(`https://two.example/ipfs/${CID}`, GATEWAYS)).toBe('https://two.example/ipfs')
    expect(gatewayOf(PLACEHOLDER_IMAGE, GATEWAYS)).toBeUndefined()
  })
})
