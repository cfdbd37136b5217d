import type { CaipNetwork, SendState } from '@airlock/core'
import { isNameLike, NAME_CHECK_DEBOUNCE_MS, type SendIssue, validateSend } from '@airlock/core/internal'
import { useCallback, useEffect, useState } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { sendMessages } from '../../../i18n/en/send.ts'
import { fill } from '../../../i18n/fill.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useMessages } from '../../../i18n/useMessages.ts'
import { CheckIcon } from '../../components/icons.tsx'

/** Where a name typed as the receiver stands. */
export type ReceiverResolution =
  | { name: string; status: 'resolving' }
  | { name: string; status: 'resolved'; address: string }
  | { name: string; status: 'failed'; error: string; detail: string | undefined }

/**
 * Send accepts a name as receiver (anything ending in a dot-name, `alice.airlock.eth`): the draft keeps the name
 * as the receiver's profile name and, once the cloud resolves it (300 ms after the last key), its address as the
 * receiver address, which is what is checked and sent to. A name that does not resolve is the receiver's issue
 * ('Error resolving name', with the reason under it).
 */
export function useReceiverName(draft: SendState) {
  const airlock = useAirlockInstance()
  const m = useMessages(sendMessages)
  const name = draft.receiverProfileName
  const [resolution, setResolution] = useState<ReceiverResolution>()

  useEffect(() => {
    if (!name) {
      setResolution(undefined)
      return
    }
    // Back from the token picker: the name was resolved before.
    const known = airlock.send.getState().receiverAddress
    if (known) {
      setResolution({ name, status: 'resolved', address: known })
      return
    }
    setResolution({ name, status: 'resolving' })
    let live = true
    const timer = setTimeout(async () => {
      const result = await airlock.namesActions.resolveName(name)
      if (!live || airlock.send.getState().receiverProfileName !== name) return
      if (result.address === undefined) {
        setResolution({ name, status: 'failed', error: result.error, detail: result.detail })
        return
      }
      airlock.send.patch({ receiverAddress: result.address })
      setResolution({ name, status: 'resolved', address: result.address })
    }, NAME_CHECK_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [airlock, name])

  /** What the receiver field shows: the name when one was typed, else the address. */
  const text = name ?? draft.receiverAddress ?? ''

  /** The receiver as typed: a name goes to the profile name (resolved next), anything else is the address. */
  const setText = useCallback(
    (value: string) => {
      if (isNameLike(value)) airlock.send.patch({ receiverProfileName: value, receiverAddress: undefined })
      else airlock.send.patch({ receiverAddress: value, receiverProfileName: undefined })
    },
    [airlock],
  )

  /** validateSend for the draft, a typed name counting as a receiver until it fails to resolve. */
  const validate = useCallback(
    (network: Pick<CaipNetwork, 'chainNamespace' | 'caipNetworkId'>): SendIssue | undefined => {
      const found = validateSend({ ...draft, receiverAddress: draft.receiverAddress ?? name }, network)
      if (found?.field !== 'receiver' || !name || draft.receiverAddress) return found
      // The reason shows under the field already (ReceiverNameLine).
      if (resolution?.status === 'failed' && resolution.name === name)
        return { field: 'receiver', message: resolution.error }
      return {
        field: 'receiver',
        message: fill(m.resolvingName, { name }),
        hint: m.previewOnceResolved,
      }
    },
    [draft, name, resolution, m],
  )

  return { resolution, text, setText, validate }
}

/**
 * The line under the receiver field: resolving, the resolved address, or why the name did not resolve (the
 * cloud's reason, else 'Error resolving name').
 */
export function ReceiverNameLine({ resolution }: { resolution: ReceiverResolution | undefined }) {
  const m = useMessages(sendMessages)
  const coreText = useCoreText()
  if (!resolution) return null
  return (
    <div className={`send-resolved ${resolution.status}`} data-testid="send-resolved" aria-live="polite">
      {resolution.status === 'resolving' ? (
        <>
          <Spinner size={14} /> {fillNodes(m.resolvingName, { name: <Ltr>{resolution.name}</Ltr> })}
        </>
      ) : resolution.status === 'resolved' ? (
        <>
          <CheckIcon size={14} />
          <span className="address" title={resolution.address}>
            <Ltr>{resolution.address}</Ltr>
          </span>
        </>
      ) : (
        <span>{coreText(resolution.detail ?? resolution.error)}</span>
      )}
    </div>
  )
}
