import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { SaveStatus } from './save-status'

describe('given an autosaved draft', () => {
  it('should keep one polite status region and change only its words', async () => {
    const { container, rerender } = render(<SaveStatus state="saving" message="Saving…" />)
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('Saving…')
    rerender(<SaveStatus state="saved" message="Saved at 14:02" />)
    expect(screen.getByRole('status')).toBe(status)
    expect(status.textContent).toBe('Saved at 14:02')
    await expectNoAxeViolations(container)
  })

  it('should have an empty region before the first save, ready to announce it', () => {
    render(<SaveStatus state="idle" />)
    expect(screen.getByRole('status').textContent).toBe('')
  })
})

describe('given a save that failed', () => {
  it('should say why and offer the action outside the live region', async () => {
    const { container } = render(
      <SaveStatus
        state="error"
        message="Not saved: you are offline"
        action={<button type="button">Try again</button>}
      />,
    )
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Not saved: you are offline')
    expect(status.contains(screen.getByRole('button', { name: 'Try again' }))).toBe(false)
    await expectNoAxeViolations(container)
  })
})
