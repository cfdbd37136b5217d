import { BaseError } from '../errors/base.ts'

export const UNKNOWN_VIEW_MESSAGE = 'The modal has no view of this name'

/**
 * `open({ view })` named a view the modal does not have (a typo, or a name from another kit). TypeScript
 * refuses it at compile time; from plain JavaScript the modal logs this error in the console and shows the view
 * `open()` starts on instead of a blank card.
 *
 * @example
 * const error = new UnknownViewError('Acount')
 * error.view // 'Acount'
 * error.shortMessage // 'The modal has no view of this name'
 */
export class UnknownViewError extends BaseError {
  override name = 'UnknownViewError'
  readonly view: string

  constructor(view: unknown) {
    super(UNKNOWN_VIEW_MESSAGE, { metaMessages: [`View: ${String(view)}`] })
    this.view = String(view)
  }
}
