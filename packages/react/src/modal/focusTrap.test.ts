import { describe, expect, it } from 'vitest'
import { type TrapFocus, trapMove } from './focusTrap.ts'

const key = (name: string, options: { shiftKey?: boolean; composing?: boolean } = {}) => ({
  key: name,
  shiftKey: options.shiftKey ?? false,
  composing: options.composing ?? false,
})

/** Focus on a control in the middle of a dialog of three. */
const middle: TrapFocus = { count: 3, inside: true, onDialog: false, isFirst: false, isLast: false }

describe('trapMove', () => {
  it('closes on Escape, wherever focus is', () => {
    expect(trapMove(key('Escape'), middle)).toBe('close')
    expect(trapMove(key('Escape'), { ...middle, inside: false })).toBe('close')
    expect(trapMove(key('Escape'), { ...middle, count: 0 })).toBe('close')
  })

  it('leaves Escape to an input method that is composing (ja, zh, ko typing), so the modal stays open', () => {
    expect(trapMove(key('Escape', { composing: true }), middle)).toBeUndefined()
  })

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    expect(trapMove(key('Tab'), { ...middle, isLast: true })).toBe('first')
    expect(trapMove(key('Tab', { shiftKey: true }), { ...middle, isFirst: true })).toBe('last')
  })

  it('sends Shift+Tab from the dialog itself (after opening or a view change) to the last control', () => {
    expect(trapMove(key('Tab', { shiftKey: true }), { ...middle, onDialog: true })).toBe('last')
  })

  it('leaves Tab between controls to the browser', () => {
    expect(trapMove(key('Tab'), middle)).toBeUndefined()
    expect(trapMove(key('Tab', { shiftKey: true }), middle)).toBeUndefined()
    expect(trapMove(key('Tab'), { ...middle, isFirst: true })).toBeUndefined()
    expect(trapMove(key('Tab'), { ...middle, onDialog: true })).toBeUndefined()
  })

  it('keeps a single control focused both ways', () => {
    const only = { ...middle, count: 1, isFirst: true, isLast: true }
    expect(trapMove(key('Tab'), only)).toBe('first')
    expect(trapMove(key('Tab', { shiftKey: true }), only)).toBe('last')
  })

  it('brings focus that strayed outside back to the first control, or the last with Shift', () => {
    const outside = { ...middle, inside: false }
    expect(trapMove(key('Tab'), outside)).toBe('first')
    expect(trapMove(key('Tab', { shiftKey: true }), outside)).toBe('last')
  })

  it('holds focus on the dialog when it has no control to tab to', () => {
    const empty = { count: 0, inside: true, onDialog: true, isFirst: false, isLast: false }
    expect(trapMove(key('Tab'), empty)).toBe('dialog')
    expect(trapMove(key('Tab', { shiftKey: true }), empty)).toBe('dialog')
  })

  it('ignores every other key', () => {
    for (const name of ['Enter', ' ', 'ArrowDown', 'a', 'Process'])
      expect(trapMove(key(name), { ...middle, isLast: true })).toBeUndefined()
  })
})
