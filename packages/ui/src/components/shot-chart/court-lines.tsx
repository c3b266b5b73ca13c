import {
  basketFromBaseline,
  cornerDepth,
  cornerThreeOffAxis,
  courtLength,
  courtWidth,
  paintLength,
  paintWidth,
  threePointRadius,
} from './court-geometry'

// Court drawn in centimetres so the SVG's user units are real distances.
const scale = 100
export const courtDrawingLength = courtLength * scale
const length = courtDrawingLength
export const courtDrawingWidth = courtWidth * scale
const width = courtDrawingWidth
export const courtViewBox = `0 0 ${length} ${width}`

function halfCourtLines(side: 'left' | 'right') {
  const mirror = (x: number) => (side === 'left' ? x : length - x)
  const basketX = mirror(basketFromBaseline * scale)
  const cornerX = mirror(cornerDepth * scale)
  const sweep = side === 'left' ? 1 : 0
  const cornerTop = (courtWidth / 2 - cornerThreeOffAxis) * scale
  const cornerBottom = (courtWidth / 2 + cornerThreeOffAxis) * scale
  const paintTop = (courtWidth / 2 - paintWidth / 2) * scale
  return (
    <g key={side}>
      <rect
        x={side === 'left' ? 0 : length - paintLength * scale}
        y={paintTop}
        width={paintLength * scale}
        height={paintWidth * scale}
      />
      <circle cx={mirror(paintLength * scale)} cy={width / 2} r={180} />
      <path
        d={`M ${mirror(0)} ${cornerTop} H ${cornerX} A ${threePointRadius * scale} ${threePointRadius * scale} 0 0 ${sweep} ${cornerX} ${cornerBottom} H ${mirror(0)}`}
      />
      <circle cx={basketX} cy={width / 2} r={22.5} />
      <line x1={mirror(120)} y1={width / 2 - 90} x2={mirror(120)} y2={width / 2 + 90} />
    </g>
  )
}

/** The FIBA court's lines (28 × 15 m), drawn in the shot chart's coordinate system. */
export function CourtLines() {
  return (
    <g data-slot="shot-chart-court-lines" fill="none" strokeWidth={5} className="stroke-on-muted">
      <rect x={0} y={0} width={length} height={width} />
      <line x1={length / 2} y1={0} x2={length / 2} y2={width} />
      <circle cx={length / 2} cy={width / 2} r={180} />
      {halfCourtLines('left')}
      {halfCourtLines('right')}
    </g>
  )
}
