import type { Chain } from '../../api/schemas/chains'
import type { Rng } from '../random'

/** How a chain's addresses and transaction hashes look, so the demo shows realistic variety. */
export type AddressStyle = 'evm' | 'base58' | 'bech32' | 'ss58' | 'cardano' | 'near'

export interface SeedChain extends Chain {
  style: AddressStyle
  /** Native asset, used in product names. */
  asset: string
  /** A fictional block explorer for source links. */
  explorer: string
}

/**
 * Public networks (not companies). Several slugs differ from the display name
 * on purpose (`ethereum-2-0` → `Ethereum`): filters take the slug, records
 * show the name.
 */
export const SEED_CHAINS: readonly SeedChain[] = [
  { slug: 'ethereum-2-0', name: 'Ethereum', style: 'evm', asset: 'ETH', explorer: 'https://explorer-eth.example' },
  { slug: 'solana', name: 'Solana', style: 'base58', asset: 'SOL', explorer: 'https://explorer-sol.example' },
  { slug: 'polygon-pos', name: 'Polygon', style: 'evm', asset: 'POL', explorer: 'https://explorer-polygon.example' },
  { slug: 'arbitrum-one', name: 'Arbitrum', style: 'evm', asset: 'ARB', explorer: 'https://explorer-arbitrum.example' },
  { slug: 'optimism', name: 'OP Mainnet', style: 'evm', asset: 'OP', explorer: 'https://explorer-op.example' },
  { slug: 'avalanche-c-chain', name: 'Avalanche', style: 'evm', asset: 'AVAX', explorer: 'https://explorer-avax.example' },
  { slug: 'cosmos', name: 'Cosmos Hub', style: 'bech32', asset: 'ATOM', explorer: 'https://explorer-cosmos.example' },
  { slug: 'polkadot', name: 'Polkadot', style: 'ss58', asset: 'DOT', explorer: 'https://explorer-dot.example' },
  { slug: 'cardano', name: 'Cardano', style: 'cardano', asset: 'ADA', explorer: 'https://explorer-ada.example' },
  { slug: 'near-protocol', name: 'NEAR', style: 'near', asset: 'NEAR', explorer: 'https://explorer-near.example' },
]

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

function fromAlphabet(rng: Rng, alphabet: string, length: number): string {
  let out = ''
  for (let i = 0; i < length; i += 1) out += alphabet[rng.int(0, alphabet.length - 1)]
  return out
}

/** EVM addresses come in mixed case (like checksummed ones), so case-insensitive lookups are exercised. */
function mixedCaseHex(rng: Rng, length: number): string {
  return rng
    .hex(length)
    .split('')
    .map((c) => (c >= 'a' && rng.chance(0.5) ? c.toUpperCase() : c))
    .join('')
}

export function contractAddress(rng: Rng, chain: SeedChain, platformSlug: string): string {
  switch (chain.style) {
    case 'evm':
      return `0x${mixedCaseHex(rng, 40)}`
    case 'base58':
      return fromAlphabet(rng, BASE58, 44)
    case 'bech32':
      return `cosmos1${fromAlphabet(rng, BECH32, 58)}`
    case 'ss58':
      return `1${fromAlphabet(rng, BASE58, 47)}`
    case 'cardano':
      return `addr1${fromAlphabet(rng, BECH32, 53)}`
    case 'near':
      return `${fromAlphabet(rng, 'abcdefghijklmnopqrstuvwxyz', 6)}.${platformSlug.replace(/-/g, '')}.near`
  }
}

export function transactionHash(rng: Rng, chain: SeedChain): string {
  return chain.style === 'evm' ? `0x${rng.hex(64)}` : chain.style === 'base58' ? fromAlphabet(rng, BASE58, 88) : rng.hex(64).toUpperCase()
}
