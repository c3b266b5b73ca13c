import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { FormProgress, type FormProgressSection } from './form-progress'

const sections: FormProgressSection[] = [
  { id: 'club', title: 'Club', status: 'complete', statusText: 'Complete' },
  { id: 'arena', title: 'Home arena', status: 'complete', statusText: 'Complete' },
  { id: 'squad', title: 'Squad', status: 'problems', statusText: '2 problems' },
  { id: 'documents', title: 'Documents', status: 'not-started', statusText: 'Not started' },
]

function renderProgress(currentSectionId?: string) {
  return render(
    <FormProgress
      label="Application progress"
      summary="2 of 4 sections complete"
      sections={sections}
      currentSectionId={currentSectionId}
    />,
  )
}

describe('given a form with some sections done', () => {
  it('should be a navigation with a progress bar that counts the complete sections', async () => {
    const { container } = renderProgress()
    const navigation = screen.getByRole('navigation', { name: 'Application progress' })
    const bar = within(navigation).getByRole<HTMLProgressElement>('progressbar', { name: 'Application progress' })
    expect([bar.value, bar.max]).toEqual([2, 4])
    expect(bar.getAttribute('aria-valuetext')).toBe('2 of 4 sections complete')
    await expectNoAxeViolations(container)
  })

  it('should link each section to its place in the form, with its status in its name', () => {
    renderProgress('squad')
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#club', '#arena', '#squad', '#documents'])
    const squad = screen.getByRole('link', { name: 'Squad, 2 problems' })
    expect(squad.getAttribute('aria-current')).toBe('step')
    expect(screen.getByRole('link', { name: 'Documents, Not started' }).getAttribute('aria-current')).toBeNull()
  })
})

describe('given the compact line on a phone', () => {
  it('should open and close the list with a button that says the summary', async () => {
    renderProgress()
    const toggle = screen.getByRole('button', { name: '2 of 4 sections complete' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(list?.tagName).toBe('OL')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await userEvent.keyboard('{Enter}')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })
})
