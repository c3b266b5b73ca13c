import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { TextField } from '../text-field/text-field'
import { ErrorSummary } from './error-summary'

const problems = [
  { fieldId: 'club-name', message: 'Enter the club’s name.' },
  { fieldId: 'squad', message: 'Add at least 10 players.' },
]

function FormWithSummary({ focusOnMount }: { focusOnMount?: boolean }) {
  return (
    <>
      <ErrorSummary title="There is a problem" problems={problems} focusOnMount={focusOnMount} />
      <TextField id="club-name" label="Club name" />
      <fieldset id="squad">
        <legend>Squad</legend>
        <TextField label="First player" />
      </fieldset>
    </>
  )
}

describe('given a submit with problems', () => {
  it('should show an alert titled by its heading, with a link to each field, and take focus', async () => {
    const { container } = render(<FormWithSummary />)
    const summary = screen.getByRole('alert', { name: 'There is a problem' })
    expect(document.activeElement).toBe(summary)
    const links = screen.getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter the club’s name.', '#club-name'],
      ['Add at least 10 players.', '#squad'],
    ])
    await expectNoAxeViolations(container)
  })

  it('should focus the field when its problem is followed', async () => {
    render(<FormWithSummary />)
    await userEvent.click(screen.getByRole('link', { name: 'Enter the club’s name.' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Club name' }))
  })

  it('should focus the first field of a section when the problem belongs to the section', async () => {
    render(<FormWithSummary />)
    await userEvent.click(screen.getByRole('link', { name: 'Add at least 10 players.' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First player' }))
  })

  it('should leave focus where it is when asked not to take it', () => {
    render(<FormWithSummary focusOnMount={false} />)
    expect(document.activeElement).toBe(document.body)
  })

  it('should render nothing when there is no problem left', () => {
    const { container } = render(<ErrorSummary title="There is a problem" problems={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('should take focus when problems arrive in a summary that was empty', () => {
    const { rerender } = render(<ErrorSummary title="There is a problem" problems={[]} />)
    rerender(<ErrorSummary title="There is a problem" problems={problems} />)
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: 'There is a problem' }))
  })
})
