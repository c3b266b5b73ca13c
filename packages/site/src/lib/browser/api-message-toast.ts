// The one way an API answer's `message` reaches the visitor (spec §7): a success toast through the kit's
// page toaster, translated by the templates the layout embeds (components/api-messages.tsx).
import 'client-only'
import { toast } from '@league/ui/components/toast/lazy-toaster'
import { messageOf, translateApiMessage } from '../messages/api-message-text'
import { apiMessageTemplates } from '../messages/api-message-templates'

/** Shows a 200 answer's message, if it carries one; call it after every read made in the browser. */
export function showApiMessage(answer: object | undefined): void {
  const message = messageOf(answer)
  if (message !== undefined) {
    const templates = apiMessageTemplates()
    toast.success(templates ? translateApiMessage(message, templates) : message)
  }
}
