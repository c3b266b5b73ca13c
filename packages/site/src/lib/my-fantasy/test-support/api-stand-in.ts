// A stand-in for the site's /api door in component tests: answers by method and path from a table, records
// every request with its JSON body, and answers 404 to anything not in the table.
import { vi } from 'vitest'

export type Answer = { status: number; body: unknown }
export type Route = (body: unknown) => Answer

export function apiStandIn(routes: Record<string, Route>) {
  const requests: { method: string; path: string; body: unknown }[] = []
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input)
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    requests.push({ method, path, body })
    const route = routes[`${method} ${path}`]
    const answer = route ? route(body) : { status: 404, body: { error: { code: 'not_found', message: 'Unknown' } } }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  return { fetchMock, requests }
}
