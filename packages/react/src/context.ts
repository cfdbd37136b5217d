import type { Airlock } from '@airlock/core'
import { type Context, createContext, useContext } from 'react'

// Annotated so the declaration names Airlock instead of spelling out core's internal store types.
export const AirlockContext: Context<Airlock | undefined> = createContext<Airlock | undefined>(undefined)

export function useAirlockInstance(): Airlock {
  const airlock = useContext(AirlockContext)
  if (!airlock) throw new Error('Airlock hooks must be used inside <AirlockProvider>')
  return airlock
}
