'use client'

import { toast } from '@league/ui/components/toast/lazy-toaster'
import { useEffect } from 'react'
import type { ApiMessageKey } from '@/lib/api-message-text'
import { setApiMessageTemplates } from '@/lib/api-message-templates'

/**
 * Shows, once, the messages the server's reads carried (already translated), and hands the page language's
 * templates to the browser's reads (lib/browser-api.ts).
 */
export function ApiMessageToasts({
  messages,
  templates,
}: {
  messages: string[]
  templates: Record<ApiMessageKey, string>
}) {
  useEffect(() => {
    setApiMessageTemplates(templates)
  }, [templates])
  const shown = messages.join('\n')
  useEffect(() => {
    // Translated on the server already, so shown as they are (the browser's reads go through lib/api-message-toast.ts).
    for (const message of shown === '' ? [] : shown.split('\n')) {
      toast.success(message)
    }
  }, [shown])
  return null
}
