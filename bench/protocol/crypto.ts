import { decodeEnvelope, encodeEnvelope, generateSymKey } from '@airlock/protocol'
import { decrypt, encrypt } from '@walletconnect/utils'
import { median, printTable, ratio } from './util.ts'

/**
 * Section 3: encrypt + decrypt round trips per second on one ~200-byte JSON-RPC payload with a type 0
 * envelope in base64 (ChaCha20-Poly1305), both including the JSON (de)serialisation: ours is
 * encodeEnvelope + decodeEnvelope, the official one is what its Crypto.encode / Crypto.decode do around
 * the keychain lookup: JSON.stringify + encrypt, decrypt + JSON.parse (@walletconnect/utils, its default
 * encoding base64pad: the same padded base64).
 */

const SECONDS = Number(process.env.BENCH_CRYPTO_SECONDS ?? 2)

/** A wc_sessionRequest (personal_sign) whose JSON is exactly 200 bytes: the message hex fills it up. */
function payload() {
  const build = (data: string) => ({
    id: 1_712_345_678_901_234,
    jsonrpc: '2.0',
    method: 'wc_sessionRequest',
    params: {
      request: {
        method: 'personal_sign',
        params: [`0x${data}`, '0x1111111111111111111111111111111111111111'],
      },
      chainId: 'eip155:1',
    },
  })
  const base = JSON.stringify(build('')).length
  return build('ab'.repeat(100).slice(0, Math.max(0, 200 - base)))
}

/** Runs `step` in batches for `seconds` (after a short warm-up); returns operations per second. */
function perSecond(step: () => void, seconds: number): number {
  const warmUntil = performance.now() + 100
  while (performance.now() < warmUntil) step()
  const batch = 200
  let count = 0
  const start = performance.now()
  const end = start + seconds * 1000
  let now = start
  while (now < end) {
    for (let i = 0; i < batch; i++) step()
    count += batch
    now = performance.now()
  }
  return count / ((now - start) / 1000)
}

export function benchCrypto(): void {
  const message = payload()
  const symKey = generateSymKey()
  const bytes = JSON.stringify(message).length
  let sink = 0

  const ours = () => {
    const encoded = encodeEnvelope(message, { type: 0, symKey }, 'base64')
    const { payload } = decodeEnvelope(encoded, { symKey }, 'base64')
    sink += (payload as { id: number }).id & 1
  }
  const official = () => {
    const encoded = encrypt({ symKey, message: JSON.stringify(message), type: 0 })
    const decoded = JSON.parse(decrypt({ symKey, encoded })) as { id: number }
    sink += decoded.id & 1
  }
  // Same answer both ways, or the comparison means nothing.
  const check = encodeEnvelope(message, { type: 0, symKey })
  if (decrypt({ symKey, encoded: check }) !== JSON.stringify(message)) {
    throw new Error('Our envelope does not decrypt with the official decrypt()')
  }

  // Alternating rounds, median of each: a noisy neighbour then hurts both sides alike.
  const rounds = 4
  const officialRates: number[] = []
  const oursRates: number[] = []
  for (let round = 0; round < rounds; round++) {
    officialRates.push(perSecond(official, SECONDS / rounds))
    oursRates.push(perSecond(ours, SECONDS / rounds))
  }
  const officialRate = median(officialRates)
  const oursRate = median(oursRates)
  printTable(
    `3. Encrypt + decrypt round trips, type 0 envelope, base64, ${bytes}-byte JSON-RPC payload, ${SECONDS} s each (median of ${rounds} alternating rounds)`,
    ['implementation', 'msgs/s', 'µs per round trip', 'ratio to official'],
    [
      [
        'official @walletconnect/utils encrypt/decrypt',
        officialRate.toFixed(0),
        (1e6 / officialRate).toFixed(1),
        '1.00',
      ],
      [
        'ours encodeEnvelope/decodeEnvelope',
        oursRate.toFixed(0),
        (1e6 / oursRate).toFixed(1),
        ratio(oursRate, officialRate),
      ],
    ],
  )
  if (sink < 0) console.log(sink)
}
