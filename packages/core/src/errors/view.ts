import { BaseError } from './base.ts'

export const UNKNOWN_VIEW_MESSAGE = 'The modal has no view of this name'

/**
 * `open({ view })` named a view the modal does not have (a typo, or a name from another kit). TypeScript
 * catches it at compile time; this is what a plain JavaScript dapp gets instead of a blank modal.
 *
 * @example
 * try {
 *   airlock.open({ view: 'Acount' })
 * } catch (error) {
 *   if (error instanceof UnknownViewError) console.error(error.view, 'is not one of', VIEW_NAMES)
 * }
 */
export class UnknownViewError extends BaseError {
  override name = 'UnknownViewError'
  readonly view: string

  constructor(view: unknown) {
    super(UNKNOWN_VIEW_MESSAGE, { metaMessages: [`View: ${String(view)}`] })
    this.view = String(view)
  }
}
