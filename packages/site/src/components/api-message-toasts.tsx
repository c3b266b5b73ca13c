'use client'

import { useEffect } from 'react'
import type { ApiMessageKey } from '@/lib/api-message-text'
import { setApiMessageTemplates, showApiMessage } from '@/lib/api-message-toast'

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
    for (const message of shown === '' ? [] : shown.split('\n')) {
      showApiMessage({ message })
    }
  }, [shown])
  return null
}
