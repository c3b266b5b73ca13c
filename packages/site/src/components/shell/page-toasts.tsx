'use client'

import { LazyToaster, toast } from '@league/ui/components/toast/lazy-toaster'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { apiMessagesSelector, embeddedApiMessages } from '@/lib/messages/api-message-templates'

// A page's embedded messages are shown once per page element: a client navigation brings new elements.
const shown = new WeakSet<Element>()

/** Shows the embedded messages not shown yet; keyed by the path, so it runs again for every page. */
function EmbeddedMessages() {
  useEffect(() => {
    for (const element of document.querySelectorAll(apiMessagesSelector)) {
      if (!shown.has(element)) {
        shown.add(element)
        for (const message of embeddedApiMessages(element)) {
          toast.success(message)
        }
      }
    }
  }, [])
  return null
}

/**
 * The page's toaster, and the messages of the server's reads (components/api-messages.tsx) shown as success
 * toasts, on the first page and after every client navigation. Toasts raised before it mounts wait in the
 * store and show when it does.
 */
export function PageToasts({
  closeLabel,
  label,
  regionLabel,
}: {
  closeLabel: string
  label?: string
  regionLabel?: string
}) {
  return (
    <>
      <EmbeddedMessages key={usePathname()} />
      <LazyToaster
        closeLabel={closeLabel}
        {...(label === undefined ? {} : { label })}
        {...(regionLabel === undefined ? {} : { regionLabel })}
      />
    </>
  )
}
