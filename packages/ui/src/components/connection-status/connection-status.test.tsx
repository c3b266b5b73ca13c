import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { ConnectionStatus } from './connection-status'

describe('given a screen that lost its live stream', () => {
  it('should say in a status that it is reconnecting', async () => {
    const { container } = render(
      <ConnectionStatus state="reconnecting" labels={{ reconnecting: 'Ponovno povezivanje…' }} />,
    )
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Ponovno povezivanje…')
    expect(status.dataset['state']).toBe('reconnecting')
    await expectNoAxeViolations(container)
  })
})

describe('given a screen following its stream', () => {
  it('should say it is live', () => {
    render(<ConnectionStatus state="open" />)
    expect(screen.getByRole('status').textContent).toBe('Live')
  })
})
