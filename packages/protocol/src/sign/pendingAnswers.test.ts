import { describe, expect, it } from 'vitest'
import { ProtocolError } from './errors.ts'
import { PendingAnswers } from './pendingAnswers.ts'

describe('PendingAnswers', () => {
  it("resolves with the peer's result", async () => {
    const answers = new PendingAnswers()
    const waiting = answers.wait<string>(1)
    expect(answers.answer(1, { result: 'ok' })).toBe(true)
    await expect(waiting).resolves.toBe('ok')
  })

  it("rejects with a ProtocolError carrying the peer's code and message", async () => {
    const answers = new PendingAnswers()
    const waiting = answers.wait(1)
    answers.answer(1, { error: { code: 5000, message: 'User rejected.' } })
    const error = await waiting.catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ProtocolError)
    expect(error).toMatchObject({ code: 5000, message: 'User rejected.' })
  })

  it('settles each wait once: a second answer finds nobody waiting', async () => {
    const answers = new PendingAnswers()
    const waiting = answers.wait(1)
    answers.answer(1, { result: 'first' })
    expect(answers.answer(1, { result: 'second' })).toBe(false)
    await expect(waiting).resolves.toBe('first')
  })

  it('fails a wait without an answer, and drop() forgets it unsettled', async () => {
    const answers = new PendingAnswers()
    const failed = answers.wait(1)
    answers.fail(1, new Error('expired'))
    await expect(failed).rejects.toThrow('expired')
    void answers.wait(2)
    answers.drop(2)
    expect(answers.answer(2, { result: 'late' })).toBe(false)
  })

  it('fails every wait when the client stops, each with its own error', async () => {
    const answers = new PendingAnswers()
    const all = [answers.wait(1), answers.wait(2)].map((wait) => wait.catch((error: unknown) => error))
    answers.failAll(() => new Error('stopped'))
    const [first, second] = await Promise.all(all)
    expect(first).toEqual(new Error('stopped'))
    expect(second).not.toBe(first)
  })
})
