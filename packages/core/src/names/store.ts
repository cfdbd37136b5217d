import { createStore } from 'zustand/vanilla'

/** One entry of the suggestions call: a full name and whether it is registered. */
export interface NameSuggestion {
  name: string
  registered: boolean
}

/**
 * Where the typed name stands: nothing typed, breaking the rule (no call made), being checked, free, taken,
 * the check failed, or the free name is being signed for and submitted (then 'available' again on failure).
 */
export type NameStatus = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'error' | 'registering'

/**
 * The names store (suggestions list, loading), with what RegisterAccountName needs besides:
 * the label as typed, its availability, the message to show with the field, and the name registered last.
 */
export interface NamesState {
  /** Free alternatives to the typed name (the suggestions call's entries after the first). */
  suggestions: NameSuggestion[]
  /** A check or a registration is in flight. */
  loading: boolean
  /** The label as typed (without the parent). */
  label: string
  status: NameStatus
  /** The rule's message, a failed check's or a failed registration's; shown with the field. */
  error?: string | undefined
  /** The full name registered last (RegisterAccountNameSuccess shows it). */
  registeredName?: string | undefined
}

export function emptyNamesState(): NamesState {
  return {
    suggestions: [],
    loading: false,
    label: '',
    status: 'idle',
  }
}

export function createNamesStore() {
  const store = createStore<NamesState>(emptyNamesState)
  return Object.assign(store, { patch: (values: Partial<NamesState>) => store.setState(values) })
}

export type NamesStore = ReturnType<typeof createNamesStore>
