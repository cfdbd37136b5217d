import { type ComponentType, lazy, Suspense } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { accountMessages } from '../../../i18n/en/account.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { FormSkeleton } from '../../components/FormSkeleton.tsx'

// The three send views are one chunk, fetched the first time one of them opens (DESIGN section 2: optional
// modal pieces load only when used).
const load = () => import('./sendViews.ts')
const views = {
  Send: lazy(() => load().then((m) => ({ default: m.SendView }))),
  SendSelectToken: lazy(() => load().then((m) => ({ default: m.SendSelectTokenView }))),
  SendPreview: lazy(() => load().then((m) => ({ default: m.SendPreviewView }))),
} satisfies Record<string, ComponentType>

function SendGate({ name }: { name: keyof typeof views }) {
  const airlock = useAirlockInstance()
  // The gate is in the modal chunk, so its text is in the account namespace rather than the send chunk's.
  const m = useMessages(accountMessages)
  const enabled = useStoreValue(airlock.optionsStore, (s) => s.features.send)
  const View = views[name]
  if (!enabled)
    return (
      <div className="center">
        <p>{m.sendDisabled}</p>
      </div>
    )
  return (
    <Suspense fallback={<FormSkeleton />}>
      <View />
    </Suspense>
  )
}

export const SendViewLoader = () => <SendGate name="Send" />
export const SendSelectTokenViewLoader = () => <SendGate name="SendSelectToken" />
export const SendPreviewViewLoader = () => <SendGate name="SendPreview" />
