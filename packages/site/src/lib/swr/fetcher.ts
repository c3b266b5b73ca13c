import { toast } from '@league/ui/components/toast/lazy-toaster'
import { shouldRetry } from '@league/api/fetch-client'

/** SWR keys are API paths (`/v2/website/games/22-6`); the browser reaches them through the site's /api door. */
export async function apiFetcher<Body>(path: string): Promise<Body> {
  for (let retriesSoFar = 0; ; retriesSoFar += 1) {
    const response = await fetch(`/api${path}`, { headers: { accept: 'application/json' } })
    if (response.ok) {
      const body = (await response.json()) as Body & { message?: unknown }
      // The API may attach a message to a successful answer; it is meant to be seen.
      if (typeof body.message === 'string' && body.message !== '') {
        toast.success(body.message)
      }
      return body
    }
    if (!shouldRetry({ method: 'GET', status: response.status, retriesSoFar })) {
      throw new Error(`API ${response.status} for ${path}`)
    }
  }
}
