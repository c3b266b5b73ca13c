import { toast } from '@league/ui/components/toast/lazy-toaster'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setApiMessageTemplates } from './api-message-toast'
import { readInBrowser } from './browser-api'

afterEach(() => {
  toast.clear()
})

function answering(body: object) {
  return vi.fn<typeof fetch>(async () => Response.json(body))
}

describe('given a read made in the browser', () => {
  it('should ask the same-origin door and show the answer’s message, translated, as a success toast', async () => {
    setApiMessageTemplates({
      welcome: 'Dobro došli, {name}',
      welcomeBack: 'Dobro došli ponovo, {name}',
      following: 'Pratite {target}',
      unfollowed: 'Više ne pratite {target}',
      notificationsOn: 'Obaveštenja su uključena na ovom uređaju',
    })
    const fetchImplementation = answering({ slug: 'aba', message: 'Notifications are on for this device' })
    const config = await readInBrowser('/v2/website/config', {}, fetchImplementation)
    expect(config.slug).toBe('aba')
    expect(fetchImplementation.mock.calls[0]?.[0]).toBe('/api/v2/website/config')
    expect(toast.snapshot()).toMatchObject([{ type: 'success', title: 'Obaveštenja su uključena na ovom uređaju' }])
  })

  it('should show no toast for an answer without a message', async () => {
    await readInBrowser('/v2/website/config', {}, answering({ slug: 'aba' }))
    expect(toast.snapshot()).toHaveLength(0)
  })
})
