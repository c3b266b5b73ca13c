'use client'

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@league/ui/components/dialog/dialog'
import type { ConsoleText } from '@/lib/operator/console-labels'
import { consoleShortcuts } from './use-console-keys'

/** Every keyboard shortcut of the console, opened with "?" or the header's button. */
export function ShortcutsDialog({
  open,
  onOpenChange,
  text,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  text: ConsoleText
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close} size="lg">
        <DialogHeader>
          <DialogTitle>{text.helpTitle}</DialogTitle>
          <DialogDescription>{text.helpIntro}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {consoleShortcuts.map((shortcut) => (
            <div key={shortcut.does} className="contents">
              <dt>
                <kbd className="rounded-brand border border-input px-1.5 font-mono text-sm">{shortcut.keys}</kbd>
              </dt>
              <dd>{text[shortcut.does]}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  )
}
