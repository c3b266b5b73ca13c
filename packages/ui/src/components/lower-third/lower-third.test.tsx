import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { LowerThird } from './lower-third'

describe('given a player the operator puts on the broadcast', () => {
  it("should name the player's region and list tonight's figures as terms and values", async () => {
    const { container } = render(
      <LowerThird
        name="Luka Božić"
        number="29"
        label="Player: Luka Božić"
        team={{ name: 'Zadar', shortName: 'ZAD' }}
        stats={[
          { label: 'PTS', value: '30' },
          { label: 'PIR', value: '48' },
        ]}
      />,
    )
    const region = screen.getByRole('region', { name: 'Player: Luka Božić' })
    expect(within(region).getByText('29')).toBeTruthy()
    const terms = within(region)
      .getAllByRole('term')
      .map((term) => term.textContent)
    const values = within(region)
      .getAllByRole('definition')
      .map((value) => value.textContent)
    expect(terms).toEqual(['PTS', 'PIR'])
    expect(values).toEqual(['30', '48'])
    await expectNoAxeViolations(container)
  })
})

describe('given a player whose club has colours and no crest', () => {
  it("should draw the club's code in a badge of its colours", () => {
    const { container } = render(
      <LowerThird
        name="Luka Božić"
        team={{ name: 'Zadar', shortName: 'ZAD', colours: { primary: '#1f4e9c', secondary: '#ffffff' } }}
        stats={[]}
      />,
    )
    const badge = container.querySelector<HTMLElement>('[data-slot="team-mark"]')
    expect([badge?.textContent, badge?.style.backgroundColor, badge?.style.color]).toEqual([
      'ZAD',
      'rgb(31, 78, 156)',
      'rgb(255, 255, 255)',
    ])
  })
})
