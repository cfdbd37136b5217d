import { useAirlockInstance } from '../../context.ts'
import { AlertIcon } from '../components/icons.tsx'
import { NetworkList } from './NetworkList.tsx'

/** The wallet is on a network this app does not support: switch, or leave. */
export function UnsupportedChainView() {
  const airlock = useAirlockInstance()
  return (
    <>
      <div className="notice" role="status">
        <span className="notice-icon">
          <AlertIcon size={14} />
        </span>
        <span>This app doesn’t support your current network. Switch to an available option to continue.</span>
      </div>
      <NetworkList onSwitched={() => airlock.router.reset('Account')} />
      <div className="actions">
        <button type="button" className="secondary" onClick={() => void airlock.disconnect()}>
          Disconnect
        </button>
      </div>
    </>
  )
}
