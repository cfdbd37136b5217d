import { useAirlockInstance } from '../../context.ts'
import { networksMessages } from '../../i18n/en/networks.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { AlertIcon } from '../components/icons.tsx'
import { NetworkList } from './NetworkList.tsx'

/** The wallet is on a network this app does not support: switch, or leave. */
export function UnsupportedChainView() {
  const airlock = useAirlockInstance()
  const m = useMessages(networksMessages)
  return (
    <>
      <div className="notice" role="status">
        <span className="notice-icon">
          <AlertIcon size={14} />
        </span>
        <span>{m.unsupportedNetwork}</span>
      </div>
      <NetworkList onSwitched={() => airlock.router.reset('Account')} />
      <div className="actions">
        <button type="button" className="secondary" onClick={() => void airlock.disconnect()}>
          {m.disconnect}
        </button>
      </div>
    </>
  )
}
