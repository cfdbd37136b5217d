/**
 * Writes registry/wallets.json: the hand-written known wallets first, then generated listings so the
 * registry has the size of a real one (paging, search and filters get exercised). Deterministic: running
 * it again gives the same file, byte for byte.
 *
 *   npx tsx services/cloud/scripts/generate-wallets.ts
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { RegistryListing } from '../src/wallets/schema.ts'
import { CHAINS, KNOWN_WALLETS } from './known-wallets.ts'

export const REGISTRY_FILE = fileURLToPath(new URL('../registry/wallets.json', import.meta.url))

/** Total listings, known ones included. */
export const REGISTRY_SIZE = 420

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Ids depend on the name only, so they stay the same when the list is reordered or edited around them. */
export const walletId = (name: string) => sha256(`airlock-wallet:${name}`)
export const walletImageId = (name: string) => sha256(`airlock-wallet-image:${name}`)

// Generated listings: invented, pronounceable names — not real wallets, so no rdns, links or homepage,
// and badge 'none' where the known ones are 'certified'.
const ONSETS = ['b', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'kr', 'st', 'tr']
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'eo']
const CODAS = ['', '', 'n', 'r', 'x', 'l']
const SUFFIXES = ['Wallet', 'Vault', 'Pay', 'Keys', 'Pocket', 'Safe', 'Pass', 'Wallet']

const EVM_POOL = [
  CHAINS.optimism,
  CHAINS.arbitrum,
  CHAINS.polygon,
  CHAINS.base,
  CHAINS.bsc,
  CHAINS.avalanche,
  CHAINS.zksync,
  CHAINS.gnosis,
  CHAINS.celo,
  CHAINS.zora,
  CHAINS.linea,
]

/** Bytes of sha256(seed) as an endless stream of small choices. */
function chooser(seed: string) {
  let block = 0
  let bytes = createHash('sha256').update(`${seed}#0`).digest()
  let index = 0
  return <T>(options: readonly T[]): T => {
    if (index === bytes.length) {
      block += 1
      bytes = createHash('sha256').update(`${seed}#${block}`).digest()
      index = 0
    }
    return options[bytes[index++]! % options.length]!
  }
}

function generatedName(index: number): string {
  const pick = chooser(`name:${index}`)
  const syllables = pick([2, 2, 3])
  let word = ''
  for (let i = 0; i < syllables; i++)
    word += pick(ONSETS) + pick(VOWELS) + (i === syllables - 1 ? pick(CODAS) : '')
  return `${word[0]!.toUpperCase()}${word.slice(1)} ${pick(SUFFIXES)}`
}

function generatedChains(name: string): string[] {
  const pick = chooser(`chains:${name}`)
  const chains = new Set<string>([CHAINS.ethereum])
  const extra = pick([0, 1, 2, 3, 4, 5])
  for (let i = 0; i < extra; i++) chains.add(pick(EVM_POOL))
  if (pick([true, false, false])) chains.add(CHAINS.solana)
  if (pick([true, false, false, false, false])) chains.add(CHAINS.bitcoin)
  // Some Solana-only wallets, as the real registry has.
  if (pick([true, false, false, false, false, false, false, false, false, false])) return [CHAINS.solana]
  return [...chains]
}

export function buildRegistry(): { wallets: RegistryListing[] } {
  const wallets: RegistryListing[] = KNOWN_WALLETS.map((known, index) => ({
    id: walletId(known.name),
    image_id: walletImageId(known.name),
    name: known.name,
    rdns: known.rdns,
    chains: [...known.chains],
    mobile_link: known.mobile_link,
    desktop_link: known.desktop_link,
    webapp_link: known.webapp_link,
    homepage: known.homepage,
    badge_type: 'certified',
    rank: index + 1,
  }))
  const names = new Set(wallets.map((listing) => listing.name.toLowerCase()))
  for (let index = 0; wallets.length < REGISTRY_SIZE; index++) {
    const name = generatedName(index)
    if (names.has(name.toLowerCase())) continue
    names.add(name.toLowerCase())
    wallets.push({
      id: walletId(name),
      image_id: walletImageId(name),
      name,
      rdns: null,
      chains: generatedChains(name),
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      homepage: null,
      badge_type: 'none',
      rank: wallets.length + 1,
    })
  }
  return { wallets }
}

/** The repository's formatter (Biome) has the last word on the layout, so `biome check` never rewrites it. */
function formatWithBiome(file: string) {
  const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome')
  execFileSync(process.execPath, [biome, 'format', '--write', file], { stdio: 'ignore' })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const registry = buildRegistry()
  await writeFile(REGISTRY_FILE, `${JSON.stringify(registry, null, 2)}\n`)
  formatWithBiome(REGISTRY_FILE)
  const known = registry.wallets.filter((listing) => listing.badge_type === 'certified').length
  console.log(
    `Wrote ${registry.wallets.length} listings (${known} known, ${registry.wallets.length - known} generated) to ${REGISTRY_FILE}`,
  )
}
