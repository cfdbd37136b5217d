import { useEffect, useState } from 'react'

/** Keeps something mounted for its exit animation after `present` turns false. */
export function usePresence(present: boolean, exitMs: number) {
  const [mounted, setMounted] = useState(present)
  useEffect(() => {
    if (present) {
      setMounted(true)
      return
    }
    const timer = setTimeout(() => setMounted(false), exitMs)
    return () => clearTimeout(timer)
  }, [present, exitMs])
  return { mounted: present || mounted, closing: !present && mounted }
}
