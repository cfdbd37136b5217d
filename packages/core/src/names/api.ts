import type { CloudHttp } from '../cloud/http.ts'
import type { NameSuggestion } from './store.ts'

/** GET /v1/profile/account/{name}?apiVersion=2 (docs/names.md). */
export interface NameProfile {
  name: string
  address: string
  coinType: number
  registered: number
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>
}

/** POST /v1/profile/account */
export interface NameRegistration {
  coin_type: number
  address: string
  message: string
  signature: string
}

/**
 * The cloud's profile calls (/v1/profile/...: account, reverse, suggestions, register), as the cloud answers
 * them.
 */
export function createNamesApi(http: CloudHttp) {
  const segment = (value: string) => encodeURIComponent(value)
  return {
    /** The name itself first (taken or not), then up to 5 free alternatives. */
    suggestions: (label: string, zone: string) =>
      http.get<{ suggestions: NameSuggestion[] }>(`v1/profile/suggestions/${segment(label)}`, { zone }),
    /** A name's profile; 404 when it is free. */
    account: (name: string) =>
      http.get<NameProfile>(`v1/profile/account/${segment(name)}`, { apiVersion: 2 }),
    /** The address's names, first registered first. */
    reverse: (address: string, sender?: string) =>
      http.get<NameProfile[]>(`v1/profile/reverse/${segment(address)}`, { sender, apiVersion: 2 }),
    register: (body: NameRegistration) =>
      http.post<{ success: boolean; name: string; address: string; coinType: number }>(
        'v1/profile/account',
        body,
      ),
  }
}

export type NamesApi = ReturnType<typeof createNamesApi>
