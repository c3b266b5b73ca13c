import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { LightboxGrid } from './lightbox'
import { englishLabels, sampleImages } from './lightbox-fixtures'

function Gallery() {
  const [index, setIndex] = useState<number | null>(null)
  return <LightboxGrid images={sampleImages} labels={englishLabels} index={index} onIndexChange={setIndex} />
}

describe('given a gallery of four photos', () => {
  it('should open the chosen photo named by its position, move with the arrow keys and close with Escape', async () => {
    const user = userEvent.setup()
    const { container } = render(<Gallery />)
    await expectNoAxeViolations(container)
    const third = screen.getByRole('button', { name: 'Open photo 3 of 4: The captain lifts the trophy' })
    await user.click(third)
    const dialog = screen.getByRole('dialog', { name: 'Photo 3 of 4' })
    expect(screen.getByRole('img', { name: 'The captain lifts the trophy' })).toBeTruthy()
    expect(dialog.textContent).toContain('Photo: Marko Petrović')
    await expectNoAxeViolations(dialog)

    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: 'Photo 4 of 4' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveProperty('disabled', true)
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 4' }).textContent).toContain('Second quarter')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    // Focus goes back to the thumbnail that opened it once the dialog has gone.
    await waitFor(() => expect(document.activeElement).toBe(third))
  })

  it('should move with the previous and next buttons and stop at the first photo', async () => {
    const user = userEvent.setup()
    render(<Gallery />)
    await user.click(screen.getByRole('button', { name: /^Open photo 1 of 4/ }))
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('button', { name: 'Next photo' }))
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 4' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
