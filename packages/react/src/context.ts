import type { Airlock } from '@airlock/core'
import { type AirlockInternals, internalsOf } from '@airlock/core/internal'
import { type Context, createContext, useContext } from 'react'

// Annotated so the declaration names Airlock instead of spelling out core's internal store types.
export const AirlockContext: Context<Airlock | undefined> = createContext<Airlock | undefined>(undefined)

/** The dapp's kit, as `<AirlockProvider airlock>` was given it. */
export function usePublicAirlock(): Airlock {
  const airlock = useContext(AirlockContext)
  if (!airlock) throw new Error('Airlock hooks must be used inside <AirlockProvider>')
  return airlock
}

/** The whole kit behind the provider's `Airlock`: the modal draws from its stores and calls its own actions. */
export function useAirlockInstance(): AirlockInternals {
  return internalsOf(usePublicAirlock())
}
