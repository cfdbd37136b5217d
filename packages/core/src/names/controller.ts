import { CloudError } from '../cloud/errors.ts'
import type { AirlockContext } from '../context.ts'
import { BaseError } from '../errors/base.ts'
import { isUserRejection, parseErrorMessage } from '../errors.ts'
import { BoundedMap } from '../storage/boundedMap.ts'
import { createNamesApi, type NameProfile, type NamesApi } from './api.ts'
import {
  evmCoinType,
  NAME_CHECK_DEBOUNCE_MS,
  NAMES_ZONE,
  NameMessages,
  nameRuleIssue,
  normalizeLabel,
  registrationMessage,
} from './constants.ts'
import { emptyNamesState } from './store.ts'

/** StorageKeys.IDENTITY_CACHE (controller.test.ts keeps the two the same). */
export const IDENTITY_CACHE_KEY = '@airlock/identity_cache'

/** A registration names the page's site, so it is made from a page (not from a server rendering one). */
const NO_PAGE = 'Names are registered from a web page'

/** Name answers are kept 5 minutes, as long as the kit's ENS cache keeps them. */
const RESOLUTION_TTL_MS = 5 * 60_000

/** What the names code is handed by the kit rather than importing it (it lives in other chunks). */
export interface NamesDependencies {
  /** Signs with the connected account (personal_sign on EVM); a refusal throws 'Signature declined'. */
  signMessage: (message: string) => Promise<string>
}

/** A name resolved for Send: its address, or why it did not resolve. */
export type NameResolution =
  | { name: string; address: string; error?: undefined; detail?: undefined }
  | { name: string; address?: undefined; error: string; detail?: string | undefined }

/**
 * What the visitor can read of a failure: their own refusal ('Signature declined'), the cloud's refusal of
 * the request (4xx: taken, stale message, rule), a typed error of the kit; anything else (the cloud
 * unreachable or failing, a wallet's raw error) is the call's fallback message (NameMessages: 'Error
 * registering name', ...).
 */
function readable(error: unknown, fallback: string): string {
  if (isUserRejection(error)) return parseErrorMessage(error)
  if (error instanceof CloudError)
    return error.status >= 400 && error.status < 500 ? error.shortMessage : fallback
  if (error instanceof BaseError) return error.shortMessage
  return fallback
}

/**
 * The names capability (docs/names.md): availability as the visitor types (the
 * rule first, then the suggestions call 300 ms after the last key), registration (sign the message, submit,
 * RegisterAccountNameSuccess; on failure back to RegisterAccountName with the message), and resolution of a
 * name to an address for Send. Loaded on first use; one per kit instance.
 */
export function createNamesController(ctx: AirlockContext, deps: NamesDependencies): NamesController {
  const store = ctx.names
  let timer: ReturnType<typeof setTimeout> | undefined
  /** Bumped on every keystroke: an answer for an older label is dropped. */
  let check = 0
  // Bounded: a visitor typing many names into Send must not grow it without end.
  const resolved = new BoundedMap<string, { address: string; at: number }>(ctx.storage.cacheMaxEntries)

  function api(): NamesApi {
    if (!ctx.cloud) throw new BaseError('Names need the Airlock cloud: set cloudUrl')
    return createNamesApi(ctx.cloud.http)
  }

  function setLabel(text: string) {
    const label = normalizeLabel(text)
    // Nothing changes while signing; the same name again (another letter case, say) keeps the check under way
    // or a failed registration's message.
    const { status } = store.getState()
    if (status === 'registering' || (label === store.getState().label && status !== 'idle')) return
    const current = ++check
    clearTimeout(timer)
    if (!label) {
      store.patch({ label, status: 'idle', error: undefined, suggestions: [], loading: false })
      return
    }
    const issue = nameRuleIssue(label)
    if (issue) {
      // The name rule (letters, digits and hyphens, at least 4 characters) is checked here: nothing is asked
      // of the cloud for a name that breaks it.
      store.patch({ label, status: 'invalid', error: issue, suggestions: [], loading: false })
      return
    }
    store.patch({ label, status: 'checking', error: undefined, loading: true })
    timer = setTimeout(() => void checkAvailability(label, current), NAME_CHECK_DEBOUNCE_MS)
  }

  async function checkAvailability(label: string, current: number) {
    try {
      const { suggestions } = await api().suggestions(label, NAMES_ZONE)
      if (current !== check) return
      const [own, ...alternatives] = suggestions
      const taken = own?.registered ?? false
      store.patch({
        status: taken ? 'taken' : 'available',
        error: taken ? NameMessages.TAKEN : undefined,
        suggestions: alternatives.filter((s) => !s.registered),
        loading: false,
      })
    } catch (error) {
      if (current !== check) return
      store.patch({
        status: 'error',
        error: readable(error, NameMessages.SUGGESTIONS_FAILED),
        suggestions: [],
        loading: false,
      })
    }
  }

  /** Picks a suggestion (a full name or a label): it is checked again like a typed one, at once. */
  function pickSuggestion(name: string) {
    setLabel(name)
    const { status, label } = store.getState()
    if (status !== 'checking') return Promise.resolve()
    clearTimeout(timer)
    return checkAvailability(label, check)
  }

  /**
   * Registers the typed label under the zone for the connected account: signs the message,
   * submits it, then shows RegisterAccountNameSuccess. On failure the view is RegisterAccountName again, with
   * the message and the label kept. Resolves with the full name, or undefined.
   */
  async function register(): Promise<string | undefined> {
    const state = store.getState()
    if (state.status !== 'available') return undefined
    const namespace = ctx.chain.getState().activeChain
    const network = ctx.chain.getState().activeCaipNetwork
    const address = ctx.account.get(namespace)?.address
    const name = `${state.label}.${NAMES_ZONE}`
    store.patch({ status: 'registering', loading: true, error: undefined })
    try {
      if (namespace !== 'eip155' || network?.chainNamespace !== 'eip155' || !address) {
        throw new BaseError(
          namespace && namespace !== 'eip155'
            ? NameMessages.UNSUPPORTED_NAMESPACE
            : 'No ActiveCaipAddress found',
        )
      }
      if (typeof location === 'undefined') throw new BaseError(NO_PAGE)
      const chainId = Number(network.id)
      const binding = { domain: location.host, projectId: ctx.options.projectId, chain: `eip155:${chainId}` }
      const message = registrationMessage(name, address, binding, Math.floor(Date.now() / 1000))
      const signature = await deps.signMessage(message)
      await api().register({ coin_type: evmCoinType(chainId), address, message, signature })
      store.setState({ ...emptyNamesState(), registeredName: name }, true)
      showName(address, name)
      resolved.set(name, { address, at: Date.now() })
      ctx.router.replace('RegisterAccountNameSuccess')
      return name
    } catch (error) {
      store.patch({
        status: 'available',
        loading: false,
        error: readable(error, NameMessages.REGISTRATION_FAILED),
      })
      const { view } = ctx.router.getState()
      if (ctx.modal.getState().open && view !== 'RegisterAccountName') ctx.router.push('RegisterAccountName')
      return undefined
    }
  }

  /**
   * The account's name is its identity's (the first name registered for it): a first name shows at once in the
   * Account view and on the button, and the identity cached without it is forgotten.
   */
  function showName(address: string, name: string) {
    const account = ctx.account.get('eip155')
    if (account?.address !== address || account.profileName) return
    ctx.account.patch('eip155', { profileName: name })
    // The identity cached before (no name) is dropped, so the next connect asks again. Through ctx.storage:
    // importing storage.ts here would split it out of the page's entry into a chunk of its own.
    const cached = ctx.storage.getItem<Record<string, unknown>>(IDENTITY_CACHE_KEY)
    if (cached && typeof cached === 'object') {
      delete cached[address.toLowerCase()]
      ctx.storage.setItem(IDENTITY_CACHE_KEY, cached)
    }
  }

  /**
   * Resolves a name to its address through the cloud's profile lookup (names work on eip155 only). Answers
   * are kept 5 minutes (the ENS cache's lifetime); a name that does not resolve is 'Error resolving name',
   * with the cloud's reason as detail when it gave one.
   */
  async function resolveName(input: string): Promise<NameResolution> {
    const name = input.trim().toLowerCase()
    const namespace = ctx.chain.getState().activeChain
    if (namespace && namespace !== 'eip155')
      return { name, error: NameMessages.RESOLUTION_FAILED, detail: NameMessages.UNSUPPORTED_NAMESPACE }
    const hit = resolved.get(name)
    if (hit && Date.now() - hit.at < RESOLUTION_TTL_MS) return { name, address: hit.address }
    try {
      const profile = await api().account(name)
      resolved.set(name, { address: profile.address, at: Date.now() })
      return { name, address: profile.address }
    } catch (error) {
      const detail = readable(error, '')
      return { name, error: NameMessages.RESOLUTION_FAILED, detail: detail || undefined }
    }
  }

  /** The address's registered names, first registered first; throws 'Error fetching names for address'. */
  async function namesOf(address: string): Promise<NameProfile[]> {
    try {
      return await api().reverse(address, address)
    } catch (error) {
      throw new BaseError(NameMessages.NAMES_FOR_ADDRESS_FAILED, { cause: error })
    }
  }

  /** A fresh form: nothing typed, no message (RegisterAccountName opening from the Account view). */
  function reset() {
    clearTimeout(timer)
    check++
    // Replaced whole: the optional fields (error, registeredName) go too.
    if (store.getState().status !== 'registering') store.setState(emptyNamesState(), true)
  }

  return { setLabel, pickSuggestion, register, resolveName, namesOf, reset }
}

/** Names: the calls behind `airlock.namesActions` (each loads this code on first use there). */
export interface NamesController {
  /** The label typed; availability and suggestions follow, checked after a pause in typing. */
  setLabel: (text: string) => void
  pickSuggestion: (name: string) => Promise<void>
  /** Registers the label for the connected account; resolves with the name, or undefined after an error. */
  register: () => Promise<string | undefined>
  resolveName: (input: string) => Promise<NameResolution>
  /** The names an address holds. */
  namesOf: (address: string) => Promise<NameProfile[]>
  reset: () => void
}
