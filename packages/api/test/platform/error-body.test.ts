import { describe, expect, it } from 'vitest'
import { ApiRequestError, errorBodyOf, errorFrom } from '../../src/fetch-client.ts'

const answer = (body: string, status = 400) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } })

describe('given an answer in the API error shape', () => {
  it('should read its code, message and field messages', async () => {
    const body = { error: { code: 'invalid_body', message: 'Check the form', fields: { email: 'Required' } } }
    expect(await errorBodyOf(answer(JSON.stringify(body)))).toEqual(body.error)
  })

  it('should carry them into the ApiRequestError of the path', async () => {
    const error = await errorFrom(answer('{"error":{"code":"not_found","message":"No game 99-99"}}', 404), '/v2/x')
    expect(error).toBeInstanceOf(ApiRequestError)
    expect([error.status, error.path, error.code, error.message]).toEqual([404, '/v2/x', 'not_found', 'No game 99-99'])
  })
})

describe('given an answer in another shape', () => {
  it.each([
    ['an HTML page of a proxy', '<html>Bad gateway</html>'],
    ['an empty body', ''],
    ['JSON null', 'null'],
    ['an error without a message', '{"error":{"code":"x"}}'],
    ['a message that is no string', '{"error":{"code":"x","message":42}}'],
  ])('should read no error from %s', async (_, body) => {
    expect(await errorBodyOf(answer(body, 502))).toBeUndefined()
  })

  it('should still give an ApiRequestError naming the status and path', async () => {
    const error = await errorFrom(answer('<html></html>', 502), '/v2/y')
    expect([error.status, error.code, error.message]).toEqual([502, undefined, 'API answered 502 for /v2/y'])
  })
})
