// FIBA's running score: 160 points per team in four double columns of 40 (Team A's number | A | B | Team B's
// number). Each basket is marked on the score it reaches, in its period's pen: a slash through it for a field
// goal, a filled dot for a free throw, the scorer's number beside it, circled for a three; a thick line under
// each team's last score of a period.
import { faint, ink, penOf, type PdfCanvas } from './pdf-canvas.ts'
import type { ScoreMark, Scoresheet } from './scoresheet-data.ts'

export const runningScoreRows = 40
const groups = 4
const maximum = runningScoreRows * groups

type Frame = { x: number; top: number; width: number; rowHeight: number }

/** Where the point `score` of `side` sits: the centre of its score cell and of its number cell. */
function cellOf(frame: Frame, side: 'home' | 'away', score: number) {
  const groupWidth = frame.width / groups
  const cell = groupWidth / 4
  const group = Math.floor((score - 1) / runningScoreRows)
  const row = (score - 1) % runningScoreRows
  const groupLeft = frame.x + group * groupWidth
  const y = frame.top - 14 - row * frame.rowHeight
  const scoreLeft = groupLeft + (side === 'home' ? cell : 2 * cell)
  const numberLeft = groupLeft + (side === 'home' ? 0 : 3 * cell)
  return { scoreLeft, numberLeft, cell, y }
}

function drawGrid(canvas: PdfCanvas, frame: Frame): void {
  const groupWidth = frame.width / groups
  const cell = groupWidth / 4
  const bottom = frame.top - 14 - runningScoreRows * frame.rowHeight
  canvas.box(frame.x, bottom, frame.width, frame.top - bottom)
  for (let group = 0; group < groups; group += 1) {
    const left = frame.x + group * groupWidth
    canvas.text('A', left + cell, frame.top - 9, { size: 7, bold: true, width: cell, align: 'center' })
    canvas.text('B', left + 2 * cell, frame.top - 9, { size: 7, bold: true, width: cell, align: 'center' })
    canvas.line(left, frame.top, left, bottom, group === 0 ? 0.5 : 1)
    canvas.line(left + 2 * cell, frame.top - 12, left + 2 * cell, bottom, 0.6)
    for (let score = 1 + group * runningScoreRows; score <= (group + 1) * runningScoreRows; score += 1) {
      for (const side of ['home', 'away'] as const) {
        const place = cellOf(frame, side, score)
        canvas.text(String(score), place.scoreLeft, place.y - frame.rowHeight * 0.72, {
          size: 5.5,
          color: faint,
          width: cell,
          align: 'center',
        })
      }
    }
  }
  canvas.line(frame.x, frame.top - 12, frame.x + frame.width, frame.top - 12)
}

function drawMark(canvas: PdfCanvas, frame: Frame, mark: ScoreMark): void {
  const place = cellOf(frame, mark.side, mark.to)
  const pen = penOf(mark.period)
  const middle = place.y - frame.rowHeight / 2
  const centre = place.scoreLeft + place.cell / 2
  if (mark.points === 1) {
    canvas.circle(centre + place.cell * 0.32, middle, 1.3, pen, true)
  } else {
    canvas.line(centre - 4, middle - 3.5, centre + 4, middle + 3.5, 0.8, pen)
  }
  if (mark.number !== null) {
    canvas.text(mark.number, place.numberLeft, place.y - frame.rowHeight * 0.72, {
      size: 6,
      color: pen,
      width: place.cell,
      align: 'center',
    })
    if (mark.points === 3) {
      canvas.circle(place.numberLeft + place.cell / 2, middle, Math.min(place.cell, frame.rowHeight) * 0.48, pen)
    }
  }
}

/** The thick line under each team's last score of each period (FIBA: end of period). */
function drawPeriodEnds(canvas: PdfCanvas, frame: Frame, sheet: Scoresheet): void {
  for (const side of ['home', 'away'] as const) {
    let total = 0
    sheet[side].periodScores.forEach((points, index) => {
      total += points
      if (points === 0 || total > maximum) {
        return
      }
      const place = cellOf(frame, side, total)
      const under = place.y - frame.rowHeight
      const from = side === 'home' ? place.numberLeft : place.scoreLeft
      canvas.line(from, under, from + 2 * place.cell, under, 1.4, penOf(index + 1))
    })
  }
}

export function drawRunningScore(canvas: PdfCanvas, sheet: Scoresheet, frame: Frame): void {
  canvas.text('RUNNING SCORE', frame.x, frame.top + 4, { size: 8, bold: true, color: ink })
  drawGrid(canvas, frame)
  sheet.marks.filter((mark) => mark.to <= maximum).forEach((mark) => drawMark(canvas, frame, mark))
  drawPeriodEnds(canvas, frame, sheet)
}
