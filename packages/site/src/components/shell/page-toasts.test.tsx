// @vitest-environment jsdom
import { toast } from '@league/ui/components/toast/lazy-toaster'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { embeddedJson } from '@/lib/messages/embedded-json'
import { PageToasts } from './page-toasts'

let pathname = '/en'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))

let root: Root

/** A page's messages as components/api-messages.tsx embeds them. */
function embedMessages(messages: unknown) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.dataset.slot = 'api-messages'
  script.textContent = typeof messages === 'string' ? messages : embeddedJson(messages)
  document.body.append(script)
}

const titles = () => toast.snapshot().map((shown) => shown.title)

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  toast.clear()
  document.body.replaceChildren()
})

describe('given a page whose server reads carried messages', () => {
  it('should show each message once as a success toast, and the next page’s after a client navigation', () => {
    embedMessages(['Dobro došli, Ana'])
    embedMessages('{broken')
    act(() => root.render(<PageToasts closeLabel="Zatvori" />))
    expect(toast.snapshot()).toMatchObject([{ type: 'success', title: 'Dobro došli, Ana' }])

    pathname = '/en/schedule'
    embedMessages(['Pratite Partizan'])
    act(() => root.render(<PageToasts closeLabel="Zatvori" />))
    expect(titles()).toEqual(['Dobro došli, Ana', 'Pratite Partizan'])
  })
})
