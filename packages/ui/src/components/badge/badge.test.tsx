import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Badge } from './badge'

describe('given result badges', () => {
  it('should carry their meaning in text, with the live pulse hidden', async () => {
    const { container } = render(
      <p>
        <Badge variant="win">W</Badge> <Badge variant="loss">L</Badge> <Badge variant="live">Uživo</Badge>
      </p>,
    )
    expect(screen.getByText('Uživo').textContent).toBe('Uživo')
    const pulse = container.querySelector('[data-slot="badge-pulse"]')
    expect(pulse?.getAttribute('aria-hidden')).toBe('true')
    await expectNoAxeViolations(container)
  })
})
