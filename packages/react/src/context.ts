import type { Airlock } from '@airlock/core'
import { createContext, useContext } from 'react'

export const AirlockContext = createContext<Airlock | undefined>(undefined)

export function useAirlockInstance(): Airlock {
  const airlock = useContext(AirlockContext)
  if (!airlock) throw new Error('Airlock hooks must be used inside <AirlockProvider>')
  return airlock
}
