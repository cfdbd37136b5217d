import { isSendSupported } from '@airlock/core/internal'
import { type ComponentType, lazy, Suspense } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { accountMessages } from '../../../i18n/en/account.ts'
import { fill } from '../../../i18n/fill.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { FormSkeleton } from '../../components/FormSkeleton.tsx'
import { AlertIcon } from '../../components/icons.tsx'

// The three send views are one chunk, fetched the first time one of them opens (optional modal pieces load
// only when used, so the page never pays for them).
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
  const namespace = useStoreValue(airlock.chain, (s) => s.activeCaipNetwork?.chainNamespace)
  const View = views[name]
  if (!enabled)
    return (
      <div className="center">
        <p>{m.sendDisabled}</p>
      </div>
    )
  // A network Send does not serve is said at once (and again if the visitor switches to one while here),
  // before anything is typed: no form to fill that could only fail.
  if (namespace && !isSendSupported(namespace)) return <SendUnsupported />
  return (
    <Suspense fallback={<FormSkeleton />}>
      <View />
    </Suspense>
  )
}

function SendUnsupported() {
  const airlock = useAirlockInstance()
  const m = useMessages(accountMessages)
  const network = useStoreValue(airlock.chain, (s) => s.activeCaipNetwork?.name)
  return (
    <div className="center" data-testid="send-unsupported">
      <span className="empty-icon">
        <AlertIcon size={24} />
      </span>
      <h2>{fill(m.sendUnsupported, { network: network ?? m.unknownNetwork })}</h2>
      <p>{m.sendUnsupportedHint}</p>
      <button type="button" className="secondary" onClick={() => airlock.router.push('Networks')}>
        {m.sendSwitchNetwork}
      </button>
    </div>
  )
}

export const SendViewLoader = () => <SendGate name="Send" />
export const SendSelectTokenViewLoader = () => <SendGate name="SendSelectToken" />
export const SendPreviewViewLoader = () => <SendGate name="SendPreview" />
