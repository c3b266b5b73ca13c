import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Button } from '../button/button'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip'

describe('given a tooltip on an abbreviated stat', () => {
  it('should open on keyboard focus, describe the trigger and close on Escape', async () => {
    const { container } = render(
      <TooltipProvider delayDuration={0}>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="ghost">PIR</Button>
          </TooltipTrigger>
          <TooltipContent>Performance index rating</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    )
    await userEvent.tab()
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip.textContent).toContain('Performance index rating')
    const trigger = screen.getByRole('button', { name: 'PIR' })
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id)
    await expectNoAxeViolations(container)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
