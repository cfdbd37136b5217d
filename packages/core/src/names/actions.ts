import type { AirlockContext } from '../context.ts'
import type { NamesController, NamesDependencies } from './controller.ts'

/** The controller's methods, each answering once the names code has loaded. */
export type NamesActions = {
  [K in keyof NamesController]: (
    ...args: Parameters<NamesController[K]>
  ) => Promise<Awaited<ReturnType<NamesController[K]>>>
}

/** What each action does is said on the controller (controller.ts). */
const ACTIONS = [
  'setLabel',
  'pickSuggestion',
  'register',
  'resolveName',
  'namesOf',
  'reset',
] as const satisfies readonly (keyof NamesController)[]

/**
 * Names, headless (docs/names.md): the state lives in `airlock.names`. Only this facade is on the
 * page; the names code loads on first use, one controller per kit instance.
 *
 * @example
 * airlock.namesActions.setLabel('alice') // checked 300 ms after the last key
 * airlock.names.subscribe(({ status, suggestions }) => console.log(status, suggestions))
 * const name = await airlock.namesActions.register() // 'alice.airlock.eth', or undefined with names.error
 * const { address } = await airlock.namesActions.resolveName('bob.airlock.eth')
 */
export function createNamesActions(ctx: AirlockContext, deps: NamesDependencies): NamesActions {
  let controller: Promise<NamesController> | undefined
  const load = () =>
    (controller ??= import('./controller.ts').then((m) => m.createNamesController(ctx, deps)))
  // One wrapper per method, made from their names: the page carries the list, not six functions.
  return Object.fromEntries(
    ACTIONS.map((name) => [
      name,
      async (...args: unknown[]) => ((await load())[name] as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as NamesActions
}
