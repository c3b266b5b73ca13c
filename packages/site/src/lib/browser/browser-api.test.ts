// @vitest-environment jsdom
import { toast } from '@league/ui/components/toast/lazy-toaster'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiMessageTemplatesElementId } from '../messages/api-message-templates'
import { readInBrowser } from './browser-api'
import { embeddedJson } from '../messages/embedded-json'

afterEach(() => {
  toast.clear()
  document.body.replaceChildren()
})

/** The templates as the layout embeds them (components/api-messages.tsx). */
function embedTemplates(templates: object) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = apiMessageTemplatesElementId
  script.textContent = embeddedJson(templates)
  document.body.append(script)
}

function answering(body: object) {
  return vi.fn<typeof fetch>(async () => Response.json(body))
}

describe('given a read made in the browser', () => {
  it('should ask the same-origin door and show the answer’s message, translated, as a success toast', async () => {
    embedTemplates({
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
