/** What the simulated user does when a request would show a prompt. */
export type Policy = 'approve' | 'reject' | 'hang'

/** The requests a real wallet shows a prompt for; policies apply to these only. */
export const promptedMethods = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

export type PromptedMethod = (typeof promptedMethods)[number]

const policies: readonly string[] = ['approve', 'reject', 'hang']

export class PolicyTable {
  #table = new Map<PromptedMethod | '*', Policy>()

  set(method: PromptedMethod | '*', policy: Policy): void {
    if (method !== '*' && !(promptedMethods as readonly string[]).includes(method)) {
      throw new Error(
        `setPolicy: "${method}" never prompts the user, so no policy applies to it. ` +
          `Policies apply to '*' or one of: ${promptedMethods.join(', ')}.`,
      )
    }
    if (!policies.includes(policy)) {
      throw new Error(
        `setPolicy: policy must be 'approve', 'reject' or 'hang', got ${JSON.stringify(policy)}.`,
      )
    }
    this.#table.set(method, policy)
  }

  /** The method's own policy, else the '*' one, else approve. */
  get(method: string): Policy {
    return this.#table.get(method as PromptedMethod) ?? this.#table.get('*') ?? 'approve'
  }

  clear(): void {
    this.#table.clear()
  }
}
