import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { PushPermission } from './push-permission'

describe('given a fan who has not been asked about notifications', () => {
  it('should offer one button that asks to enable them', async () => {
    const onEnable = vi.fn<() => void>()
    const { container } = render(
      <PushPermission state="default" onEnable={onEnable} labels={{ enable: 'Uključi obaveštenja' }} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Uključi obaveštenja' }))
    expect(onEnable).toHaveBeenCalledOnce()
    await expectNoAxeViolations(container)
  })

  it('should keep the button waiting while the browser is asked', () => {
    render(<PushPermission state="default" pending />)
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toHaveProperty('disabled', true)
  })
})

describe('given a state other than default', () => {
  it.each([
    ['granted', 'Notifications are on in this browser.'],
    ['blocked', 'Notifications are blocked for this site.'],
    ['unsupported', 'This browser cannot receive notifications.'],
    ['unconfigured', 'This league has not set up notifications yet.'],
  ] as const)('should say so in a status without a button (%s)', (state, text) => {
    render(<PushPermission state={state} />)
    expect(screen.getByRole('status').textContent).toContain(text)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
