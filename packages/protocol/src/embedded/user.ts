/**
 * The user the embedded wallet's frame reports to the kit (GET_USER, SESSION_UPDATE and the CONNECT_* answers;
 * docs/embedded-wallet.md): addresses and profile only, never key material. Declared here once because both
 * sides read it and neither may import the other: the frame package checks every message against this shape,
 * the headless kit stores and shows what the frame sent.
 */
export interface EmbeddedUser {
  email?: string
  address: `0x${string}`
  chainId: number
  accounts: { address: `0x${string}`; type: 'eoa' | 'smartAccount' }[]
  userName?: string
  /** Social users: the provider they signed in with (google, github, …). */
  socialProvider?: string
  preferredAccountType: 'eoa' | 'smartAccount'
  smartAccountDeployed: boolean
}
