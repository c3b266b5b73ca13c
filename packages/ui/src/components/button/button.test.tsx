import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Button } from './button'

describe('given a button', () => {
  it('should be a non-submitting button that reports clicks', async () => {
    const onClick = vi.fn<() => void>()
    render(<Button onClick={onClick}>Buy tickets</Button>)
    const button = screen.getByRole('button', { name: 'Buy tickets' })
    expect(button.getAttribute('type')).toBe('button')
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('should not report clicks when disabled', async () => {
    const onClick = vi.fn<() => void>()
    render(
      <Button disabled onClick={onClick}>
        Buy tickets
      </Button>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Buy tickets' }))
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('given asChild with a link', () => {
  it('should render the link itself, not a button', async () => {
    const { container } = render(
      <Button asChild variant="outline">
        <a href="/en/standings">Standings</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Standings' })
    expect(link.getAttribute('href')).toBe('/en/standings')
    expect(link.dataset['slot']).toBe('button')
    expect(screen.queryByRole('button')).toBeNull()
    await expectNoAxeViolations(container)
  })
})
