import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Button } from '../button/button'
import { EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from './empty-state'

describe('given an empty photo gallery', () => {
  it('should be a region named by its heading, with the action reachable', async () => {
    const { container } = render(
      <EmptyState aria-labelledby="photos-empty">
        <EmptyStateIcon>📷</EmptyStateIcon>
        <EmptyStateTitle id="photos-empty">No photos yet</EmptyStateTitle>
        <EmptyStateDescription>This league has not published photos of the game.</EmptyStateDescription>
        <EmptyStateActions>
          <Button asChild variant="outline">
            <a href="/en/games/22-205">Back to the game</a>
          </Button>
        </EmptyStateActions>
      </EmptyState>,
    )
    expect(screen.getByRole('region', { name: 'No photos yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the game' })).toBeTruthy()
    await expectNoAxeViolations(container)
  })
})
