import { toProviderRpcError, userRejected } from '../errors.ts'
import { PendingQueue, type PendingRequest, type SettleOptions } from '../pending.ts'
import type { Policy } from '../policy.ts'
import { RequestLog, type RequestRecord, type WaitForRequestOptions } from '../request-log.ts'

const policies: readonly string[] = ['approve', 'reject', 'hang']

/** Runs one request: validation first, then `prompt()` where a real wallet would show its sheet. */
export type RoleHandler<T> = (prompt: () => Promise<void>) => Promise<T>

/**
 * The scripting every non-EVM role shares with the EVM wallet (policies, held requests, the request log),
 * plus one-shot rejections: `rejectNext()` makes the next prompt say no and then returns to the policy.
 */
export class RolePrompts<M extends string> {
  readonly #label: string
  readonly #methods: readonly M[]
  #policies = new Map<M | '*', Policy>()
  #once: { method: M | undefined }[] = []
  #pending = new PendingQueue()
  #log = new RequestLog()

  constructor(label: string, methods: readonly M[]) {
    this.#label = label
    this.#methods = methods
  }

  setPolicy(method: M | '*', policy: Policy): void {
    if (method !== '*' && !this.#methods.includes(method)) {
      throw new Error(
        `${this.#label}.setPolicy: "${method}" never prompts the user. ` +
          `Policies apply to '*' or one of: ${this.#methods.join(', ')}.`,
      )
    }
    if (!policies.includes(policy)) {
      throw new Error(
        `${this.#label}.setPolicy: policy must be 'approve', 'reject' or 'hang', got ${JSON.stringify(policy)}.`,
      )
    }
    this.#policies.set(method, policy)
  }

  getPolicy(method: M): Policy {
    return this.#policies.get(method) ?? this.#policies.get('*') ?? 'approve'
  }

  rejectNext(method?: M): void {
    if (method !== undefined && !this.#methods.includes(method)) {
      throw new Error(`${this.#label}.rejectNext: "${method}" never prompts the user.`)
    }
    this.#once.push({ method })
  }

  reset(): void {
    this.#policies.clear()
    this.#once = []
  }

  get pending(): PendingRequest[] {
    return this.#pending.list()
  }

  get requests(): RequestRecord[] {
    return this.#log.list()
  }

  settle(approved: boolean, id?: number, options?: SettleOptions): Promise<PendingRequest[]> {
    return this.#pending.settle(approved, id, options)
  }

  waitForRequest(method: string, options?: WaitForRequestOptions): Promise<RequestRecord> {
    return this.#log.waitFor(method, options)
  }

  clearRequests(): void {
    this.#log.clear()
  }

  /** Logs the request, runs it, and records how it ended. Errors leave as ProviderRpcError. */
  async run<T>(method: string, params: unknown, origin: string | undefined, handler: RoleHandler<T>) {
    const record = this.#log.add(method, params, origin)
    try {
      const result = await handler(() => this.#prompt(record))
      record.outcome = 'success'
      record.result = result
      return result
    } catch (error) {
      const rpcError = toProviderRpcError(error)
      record.outcome = rpcError.code === 4001 ? 'rejected' : 'error'
      record.error = rpcError.toJSON()
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
    return this.#pending.hold({
      id: record.id,
      method: record.method,
      params: record.params,
      ...(record.origin === undefined ? {} : { origin: record.origin }),
    })
  }
}
