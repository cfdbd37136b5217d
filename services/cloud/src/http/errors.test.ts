import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { describeError, HttpError, registerErrorHandlers } from './errors.ts'

describe('describeError', () => {
  it('turns zod errors into 400 with the spec section 5 default messages', () => {
    const schema = z.object({ name: z.string().min(4), count: z.number().min(1), kind: z.enum(['a', 'b']) })
    const cases: [unknown, string][] = [
      [{}, 'name: Required; count: Required; kind: Required'],
      [
        { name: 1, count: 'x', kind: 'a' },
        'name: Expected string, received number; count: Expected number, received string',
      ],
      [
        { name: 'abc', count: 0, kind: 'a' },
        'name: String must contain at least 4 character(s); count: Number must be greater than or equal to 1',
      ],
    ]
    for (const [input, message] of cases) {
      const error = schema.safeParse(input).error
      expect(describeError(error)).toEqual({ statusCode: 400, message })
    }
    expect(describeError(z.union([z.string(), z.number()]).safeParse(null).error)).toEqual({
      statusCode: 400,
      message: 'Invalid input',
    })
  })

  it('keeps HttpError and Fastify 4xx statuses, and hides everything else behind 500', () => {
    expect(describeError(new HttpError(404, 'No such wallet'))).toEqual({
      statusCode: 404,
      message: 'No such wallet',
    })
    expect(describeError(Object.assign(new Error('Request body is too large'), { statusCode: 413 }))).toEqual(
      {
        statusCode: 413,
        message: 'Request body is too large',
      },
    )
    expect(describeError(Object.assign(new Error('db password is hunter2'), { statusCode: 502 }))).toEqual({
      statusCode: 500,
      message: 'Internal server error',
    })
    expect(describeError('thrown string')).toEqual({ statusCode: 500, message: 'Internal server error' })
  })
})

describe('error handlers', () => {
  const app = Fastify({ logger: false, bodyLimit: 100 })
  registerErrorHandlers(app)
  app.post('/echo', async (request) => z.object({ n: z.number() }).parse(request.body))
  app.get('/boom', async () => {
    throw new Error('internal detail')
  })

  it.each([
    [{ method: 'POST', url: '/echo', payload: { n: 'x' } }, 400, 'n: Expected number, received string'],
    [{ method: 'POST', url: '/echo', payload: { n: 'x'.repeat(200) } }, 413, 'Request body is too large'],
    [
      { method: 'POST', url: '/echo', payload: '{"n":', headers: { 'content-type': 'application/json' } },
      400,
      "Body is not valid JSON but content-type is set to 'application/json'",
    ],
    [{ method: 'GET', url: '/boom' }, 500, 'Internal server error'],
    [{ method: 'GET', url: '/missing?q=1' }, 404, 'Not found: GET /missing'],
  ] as const)('%o -> %i', async (request, statusCode, error) => {
    const response = await app.inject(request)
    expect(response.statusCode).toBe(statusCode)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({ error })
  })
})
