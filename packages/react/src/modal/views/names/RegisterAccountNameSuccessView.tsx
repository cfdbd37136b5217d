import { useEffect, useRef } from 'react'
import { Avatar } from '../../../components/Avatar.tsx'
import { Ltr } from '../../../components/Ltr.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useAirlockAccount } from '../../../hooks/useAirlockAccount.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { namesMessages } from '../../../i18n/en/names.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { CheckIcon } from '../../components/icons.tsx'
import { namesCss } from './namesStyles.ts'

/** RegisterAccountNameSuccess (apps/docs/pages/names.md): the name registered, and the way back to Account. */
export function RegisterAccountNameSuccessView() {
  const airlock = useAirlockInstance()
  const m = useMessages(namesMessages)
  const { address } = useAirlockAccount()
  const name = useStoreValue(airlock.names, (s) => s.registeredName)
  const ref = useRef<HTMLDivElement>(null)
  const doneRef = useRef<HTMLButtonElement>(null)
  useChunkStyles(ref, namesCss)

  // The Register button the visitor pressed is gone: focus moves to the way on.
  useEffect(() => {
    doneRef.current?.focus()
  }, [])

  function done() {
    const { history } = airlock.router.getState()
    const index = history.lastIndexOf('Account')
    if (index === -1) airlock.router.reset('Account')
    else airlock.router.goBackToIndex(index)
  }

  return (
    <div ref={ref} className="center names-success">
      <span className="names-badge">
        {address && <Avatar address={address} size={72} />}
        <span className="check" aria-hidden="true">
          <CheckIcon size={14} />
        </span>
      </span>
      <h2 data-testid="registered-name">{name ? <Ltr>{name}</Ltr> : m.nameRegistered}</h2>
      <p>{m.registered}</p>
      <button ref={doneRef} type="button" className="primary wide" onClick={done}>
        {m.done}
      </button>
    </div>
  )
}
