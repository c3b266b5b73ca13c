import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card'

describe('given a card with a title', () => {
  it('should be an article with the title as a heading at the chosen level', async () => {
    const { container } = render(
      <Card aria-labelledby="final">
        <CardHeader>
          <CardTitle id="final" as="h2">
            Партизан — Црвена звезда
          </CardTitle>
          <CardDescription>Final, game 5 · 22 June 2023</CardDescription>
        </CardHeader>
        <CardContent>96 : 85</CardContent>
        <CardFooter>Beogradska Štark Arena</CardFooter>
      </Card>,
    )
    expect(screen.getByRole('article', { name: 'Партизан — Црвена звезда' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Партизан — Црвена звезда' })).toBeTruthy()
    await expectNoAxeViolations(container)
  })
})
