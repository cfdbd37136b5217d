import type { PublicClient } from 'viem'

/**
 * The chain's latest block number, asked at most once per `maxAgeMs` however many callers want it. Reads
 * keyed by it are cached exactly as long as nothing on chain can have changed them.
 */
export function createHeadTracker(client: Pick<PublicClient, 'getBlockNumber'>, maxAgeMs = 250) {
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
