import { describe, expect, it } from 'vitest'
import { parseFrame } from './frame.ts'

describe('parseFrame', () => {
  it('keeps request ids exactly as sent', () => {
    expect(
      parseFrame('{"id":"1687239522123456789","jsonrpc":"2.0","method":"irn_subscribe","params":{}}'),
    ).toEqual({
      kind: 'request',
      id: '1687239522123456789',
      method: 'irn_subscribe',
      params: {},
    })
    expect(parseFrame('{"id":17,"method":"irn_publish"}')).toMatchObject({ kind: 'request', id: 17 })
  })

  it('tells acks from error answers', () => {
    expect(parseFrame('{"id":1,"jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: 1,
      acknowledged: true,
    })
    expect(parseFrame('{"id":1,"jsonrpc":"2.0","error":{"code":1}}')).toMatchObject({ acknowledged: false })
  })

  it('classifies everything else as invalid, with the id when usable', () => {
    for (const text of ['', '{', 'null', '42', '"x"', '[]', '[{"id":1,"method":"m"}]']) {
      expect(parseFrame(text)).toMatchObject({ kind: 'invalid', id: null })
    }
    expect(parseFrame('{"method":"irn_subscribe"}')).toMatchObject({ kind: 'invalid', id: null })
    expect(parseFrame('{"id":{},"method":"irn_subscribe"}')).toMatchObject({ kind: 'invalid', id: null })
    expect(parseFrame('{"id":"9","method":5}')).toMatchObject({ kind: 'invalid', id: '9' })
    expect(parseFrame('{"id":"9"}')).toMatchObject({ kind: 'invalid', id: '9' })
  })
})
