import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { Button } from '../button/button'

export const pushPermissionVariants = cva('flex flex-col items-start gap-3 rounded-brand border p-4 font-sans', {
  variants: {
    state: {
      default: 'border-input bg-surface text-on-surface',
      granted: 'border-input bg-surface text-on-surface',
      blocked: 'border-input bg-muted text-on-surface',
      unsupported: 'border-input bg-muted text-on-surface',
      unconfigured: 'border-dashed border-input bg-muted text-on-surface',
    },
  },
  defaultVariants: { state: 'default' },
})

/**
 * Where browser push stands for this visitor: not asked yet (`default`), allowed (`granted`), refused in the
 * browser (`blocked`), impossible in this browser (`unsupported`), or not set up by the league (`unconfigured`).
 */
export type PushPermissionState = 'default' | 'granted' | 'blocked' | 'unsupported' | 'unconfigured'

export const pushPermissionDefaultLabels = {
  default: 'Get a notification when your teams play.',
  granted: 'Notifications are on in this browser.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser’s site settings to turn them on.',
  unsupported: 'This browser cannot receive notifications.',
  unconfigured: 'This league has not set up notifications yet.',
  enable: 'Turn on notifications',
}

export type PushPermissionLabels = typeof pushPermissionDefaultLabels

export type PushPermissionProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof pushPermissionVariants> & {
    state: PushPermissionState
    labels?: Partial<PushPermissionLabels>
    /** Called by the button shown in the `default` state; the caller asks the browser for permission. */
    onEnable?: () => void
    /** While the permission or the token is being asked for, the button waits. */
    pending?: boolean
  }

/**
 * The push notification control of a profile: a sentence that says where things stand, announced when it
 * changes, and in the `default` state the one button that turns notifications on.
 */
export function PushPermission({ state, labels, onEnable, pending = false, className, ...props }: PushPermissionProps) {
  const text = { ...pushPermissionDefaultLabels, ...labels }
  return (
    <div
      data-slot="push-permission"
      data-state={state}
      className={cn(pushPermissionVariants({ state }), className)}
      {...props}
    >
      <output data-slot="push-permission-text" className="block">
        {text[state]}
      </output>
      {state === 'default' ? (
        <Button type="button" onClick={onEnable} disabled={pending} aria-busy={pending || undefined}>
          {text.enable}
        </Button>
      ) : null}
    </div>
  )
}
