import type { AirlockInternals } from '@airlock/core/internal'
import { useRef } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { useCoreText } from '../../i18n/coreText.ts'
import { usePresence } from '../usePresence.ts'
import { AlertIcon, CheckIcon } from './icons.tsx'
import { useToastPlacement } from './toastPlacement.ts'

export function Toast({ airlock }: { airlock: AirlockInternals }) {
  const toast = useStoreValue(airlock.toast, (s) => s)
  const coreText = useCoreText()
  const { mounted, closing } = usePresence(toast.open, 150)
  const ref = useRef<HTMLDivElement>(null)
  useToastPlacement(ref, mounted)
  if (!mounted) return null
  return (
    <div
      ref={ref}
      className={closing ? 'toast closing' : 'toast'}
      role={toast.variant === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-variant={toast.variant}
    >
      <span className={`toast-icon ${toast.variant}`}>
        {toast.variant === 'loading' ? (
          <Spinner />
        ) : toast.variant === 'success' ? (
          <CheckIcon />
        ) : (
          <AlertIcon />
        )}
      </span>
      {coreText(toast.message)}
    </div>
  )
}
