import { useAirlockInstance } from '../../context.ts'
import { NetworkList } from './NetworkList.tsx'

export function NetworksView() {
  const airlock = useAirlockInstance()
  function onSwitched() {
    // A network of a namespace no wallet is connected on yet (Solana while only EVM is, say): the visitor came
    // to use it, so Connect opens for it; the other namespaces' connections stay.
    const namespace = airlock.chain.getState().activeChain
    if (namespace && !airlock.account.get(namespace)?.address) airlock.router.reset('Connect')
    else airlock.router.goBack()
  }
  return <NetworkList onSwitched={onSwitched} />
}
