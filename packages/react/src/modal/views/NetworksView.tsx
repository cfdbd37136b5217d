import { useAirlockInstance } from '../../context.ts'
import { NetworkList } from './NetworkList.tsx'

export function NetworksView() {
  const airlock = useAirlockInstance()
  return <NetworkList onSwitched={() => airlock.router.goBack()} />
}
