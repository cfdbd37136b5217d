import { defineMessages } from '../define.ts'

/**
 * The Account view's account-type row (the embedded wallet's EOA and smart account). In the modal chunk with the
 * Account view, so the Sessions view's texts stay in their own chunk.
 */
export const smartAccountTypeMessages = defineMessages('smartAccountType', {
  smartAccount: 'Smart Account',
  eoa: 'EOA',
  switchToEoa: 'Switch to your EOA',
  switchToSmartAccount: 'Switch to your Smart Account',
  switchedToEoa: 'Switched to your EOA',
  switchedToSmartAccount: 'Switched to your Smart Account',
  deployed: 'Deployed',
  notDeployed: 'Not deployed yet: deploys with its first transaction',
  sessions: 'Sessions',
})
