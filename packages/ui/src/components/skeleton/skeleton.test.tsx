import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Skeleton, SkeletonGroup } from './skeleton'

describe('given a loading group', () => {
  it('should announce one busy status and hide the placeholder shapes', async () => {
    const { container } = render(<SkeletonGroup label="Loading standings" lines={4} />)
    const status = screen.getByRole('status', { name: 'Loading standings' })
    expect(status.getAttribute('aria-busy')).toBe('true')
    expect(status.querySelectorAll('[data-slot="skeleton"][aria-hidden="true"]')).toHaveLength(4)
    await expectNoAxeViolations(container)
  })

  it('should keep a lone skeleton out of the accessibility tree', () => {
    render(<Skeleton shape="circle" />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
