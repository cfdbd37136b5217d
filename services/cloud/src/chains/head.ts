import type { PublicClient } from 'viem'

/**
 * The chain's latest block number. Callers that ask while a request for it is on its way share that one
 * answer, so a burst of reads costs one round trip; `maxAgeMs` (default 0) may keep an answer longer, at the
 * price of reads that miss the newest block for that long. Reads keyed by the block are cached exactly as
 * long as nothing on chain can have changed them.
 */
export function createHeadTracker(client: Pick<PublicClient, 'getBlockNumber'>, maxAgeMs = 0) {
  let value: bigint | undefined
  let at = 0
  let inFlight: Promise<bigint> | undefined
  return {
    async current(now: number = Date.now()): Promise<bigint> {
      if (value !== undefined && now - at < maxAgeMs) return value
      inFlight ??= client
        .getBlockNumber({ cacheTime: 0 })
        .then((block) => {
          value = block
          at = Date.now()
          return block
        })
        .finally(() => {
          inFlight = undefined
        })
      return inFlight
    },
  }
}

export type HeadTracker = ReturnType<typeof createHeadTracker>
