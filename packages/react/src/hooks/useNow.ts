import { useEffect, useState } from 'react'

/** The time now, renewed every `tickMs`: for relative times ("5 min ago", "in 58 min") that must stay true. */
export function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), tickMs)
    return () => clearInterval(id)
  }, [tickMs])
  return now
}
