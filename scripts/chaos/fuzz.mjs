// The fuzz run: the sampled requests sent from a few concurrent workers until all are sent or the time is up,
// every answer counted by status; a 5xx or no answer at all is kept to be listed.

export function isEventStream(response) {
  return (response.headers.get('content-type') ?? '').includes('text/event-stream')
}

export async function sendAll({ baseUrl, requests, concurrency, deadline }) {
  const counts = new Map()
  const serverErrors = []
  let sent = 0
  let networkErrors = 0

  async function send(request) {
    const headers = { Accept: 'application/json' }
    if (request.origin !== '') {
      headers.Origin = request.origin
    }
    if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json'
    }
    try {
      const response = await fetch(baseUrl + request.path, {
        method: request.method,
        headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: AbortSignal.timeout(30_000),
      })
      // An event stream never ends by itself: its status and headers are the answer.
      const text = isEventStream(response) ? (await response.body?.cancel(), '') : await response.text()
      const statusClass = `${Math.floor(response.status / 100)}xx`
      counts.set(response.status, (counts.get(response.status) ?? 0) + 1)
      if (statusClass === '5xx') {
        serverErrors.push({ ...request, status: response.status, answer: text.slice(0, 200) })
      }
    } catch (error) {
      networkErrors += 1
      serverErrors.push({ ...request, status: 'network', answer: String(error?.cause?.code ?? error) })
    }
  }

  let next = 0
  async function worker() {
    while (next < requests.length && performance.now() < deadline) {
      const request = requests[next]
      next += 1
      sent += 1
      await send(request)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { counts, serverErrors, sent, networkErrors }
}
