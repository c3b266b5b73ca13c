import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Button } from '../button/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'

function PlayerDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Kevin Punter</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Kevin Punter</DialogTitle>
          <DialogDescription>Partizan Mozzart Bet · #7</DialogDescription>
        </DialogHeader>
        <p>32 points in the final, game 5.</p>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">Share</Button>
          </DialogTrigger>
          <DialogContent closeLabel="Close share">
            <DialogTitle>Share</DialogTitle>
            <DialogDescription>Copy the link to this player.</DialogDescription>
          </DialogContent>
        </Dialog>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

describe('given a dialog opened from its trigger', () => {
  it('should be a named, described modal dialog that closes on Escape and returns focus', async () => {
    render(<PlayerDialog />)
    const trigger = screen.getByRole('button', { name: 'Kevin Punter' })
    await userEvent.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Kevin Punter' })
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy()
    await expectNoAxeViolations(dialog)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('should stack a dialog opened from a dialog two layers higher', async () => {
    render(<PlayerDialog />)
    await userEvent.click(screen.getByRole('button', { name: 'Kevin Punter' }))
    await userEvent.click(screen.getByRole('button', { name: 'Share' }))
    // The inner modal hides the outer one from assistive technology, so find it by its text.
    const first = screen.getByText('32 points in the final, game 5.').closest<HTMLElement>('[role="dialog"]')
    const second = screen.getByRole('dialog', { name: 'Share' })
    expect(first?.style.zIndex).toBe('1001')
    expect(second.style.zIndex).toBe('1003')
    await userEvent.click(screen.getByRole('button', { name: 'Close share' }))
    expect(screen.queryByRole('dialog', { name: 'Share', hidden: true })).toBeNull()
    // jsdom keeps the outer dialog aria-hidden after the inner one closes; the Stacked story checks
    // in Chromium that it becomes accessible again.
    const outer = screen.getByText('32 points in the final, game 5.').closest('[role="dialog"]')
    expect(outer?.getAttribute('data-state')).toBe('open')
  })
})
