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

/** The creation options every wallet (and role) takes for its policies. */
export interface PolicyOptions<M extends string> {
  /** What the user does with every prompt without a policy of its own (the '*' policy). Default 'approve'. */
  policy?: Policy
  /** Policies per prompted method, as if passed to setPolicy(). */
  policies?: Partial<Record<M | '*', Policy>>
}

const policies: readonly string[] = ['approve', 'reject', 'hang']

/** The policies of one wallet: `label` names it in errors, `methods` are the ones that prompt. */
export class PolicyTable<M extends string> {
  readonly #label: string
  readonly #methods: readonly M[]
  readonly #initial: ReadonlyMap<M | '*', Policy>
  #table = new Map<M | '*', Policy>()

  constructor(label: string, methods: readonly M[], options: PolicyOptions<M> = {}) {
    this.#label = label
    this.#methods = methods
    if (options.policy !== undefined) this.set('*', options.policy)
    for (const [method, policy] of Object.entries(options.policies ?? {})) {
      if (policy !== undefined) this.set(method as M | '*', policy as Policy)
    }
    this.#initial = new Map(this.#table)
  }

  set(method: M | '*', policy: Policy): void {
    if (method !== '*' && !this.#methods.includes(method)) {
      throw new Error(
        `${this.#label}setPolicy: "${method}" never prompts the user, so no policy applies to it. ` +
          `Policies apply to '*' or one of: ${this.#methods.join(', ')}.`,
      )
    }
    if (!policies.includes(policy)) {
      throw new Error(
        `${this.#label}setPolicy: policy must be 'approve', 'reject' or 'hang', got ${JSON.stringify(policy)}.`,
      )
    }
    this.#table.set(method, policy)
  }

  /** The method's own policy, else the '*' one, else approve. */
  get(method: string): Policy {
    return this.#table.get(method as M) ?? this.#table.get('*') ?? 'approve'
  }

  /** Back to the policies the wallet was created with. */
  reset(): void {
    this.#table = new Map(this.#initial)
  }
}
