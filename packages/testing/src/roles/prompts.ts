import { toProviderRpcError, userRejected } from '@airlock/wallet-engine'
import { PendingQueue, type SettleOptions } from '../pending.ts'
import { type Policy, type PolicyOptions, PolicyTable } from '../policy.ts'
import { RequestLog, type RequestRecord, type WaitForRequestOptions } from '../request-log.ts'

/** Runs one request: validation first, then `prompt()` where a real wallet would show its sheet. */
export type RoleHandler<T> = (prompt: () => Promise<void>) => Promise<T>

/**
 * The scripting every non-EVM role shares with the EVM wallet (policies, held requests, the request log),
 * plus one-shot rejections: `rejectNext()` makes the next prompt say no and then returns to the policy.
 */
export class RolePrompts<M extends string> {
  readonly #label: string
  readonly #methods: readonly M[]
  readonly #policies: PolicyTable<M>
  #once: { method: M | undefined }[] = []
  #log = new RequestLog()
  #pending = new PendingQueue((record) => this.#log.answered(record))

  constructor(label: string, methods: readonly M[], options: PolicyOptions<M> = {}) {
    this.#label = label
    this.#methods = methods
    this.#policies = new PolicyTable(`${label}.`, methods, options)
  }

  setPolicy(method: M | '*', policy: Policy): void {
    this.#policies.set(method, policy)
  }

  getPolicy(method: M): Policy {
    return this.#policies.get(method)
  }

  rejectNext(method?: M): void {
    if (method !== undefined && !this.#methods.includes(method)) {
      throw new Error(`${this.#label}.rejectNext: "${method}" never prompts the user.`)
    }
    this.#once.push({ method })
  }

  reset(): void {
    this.#policies.reset()
    this.#once = []
  }

  get pendingRequests(): RequestRecord[] {
    return this.#pending.list()
  }

  get requests(): RequestRecord[] {
    return this.#log.list()
  }

  settle(approved: boolean, id?: number, options?: SettleOptions): Promise<RequestRecord[]> {
    return this.#pending.settle(approved, id, options)
  }

  waitForRequest(options?: WaitForRequestOptions): Promise<RequestRecord> {
    return this.#log.waitFor(options)
  }

  clearRequests(): void {
    this.#log.clear()
  }

  /** Logs the request, runs it, and records how it ended. Errors leave as ProviderRpcError. */
  async run<T>(method: string, params: unknown, origin: string | undefined, handler: RoleHandler<T>) {
    const record = this.#log.add({
      id: this.#log.nextId(),
      method,
      params,
      ...(origin === undefined ? {} : { origin }),
      outcome: 'pending',
    })
    try {
      const result = await handler(() => this.#prompt(record))
      this.#log.approve(record, result)
      return result
    } catch (error) {
      const rpcError = toProviderRpcError(error)
      this.#log.fail(record, rpcError.toJSON())
      throw rpcError
    }
  }

  #prompt(record: RequestRecord): Promise<void> {
    const once = this.#once.findIndex((entry) => entry.method === undefined || entry.method === record.method)
    if (once !== -1) {
      this.#once.splice(once, 1)
      return Promise.reject(userRejected())
    }
    const policy = this.getPolicy(record.method as M)
    if (policy === 'approve') return Promise.resolve()
    if (policy === 'reject') return Promise.reject(userRejected())
    return this.#pending.hold(record)
  }
}
