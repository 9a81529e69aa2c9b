import { Card, Flex, Text } from "@sanity/ui";
import { dayOf, type CountedLead, type ViewRow } from "@shared/results/results";

/** Each day from `from` to `to` (`YYYY-MM-DD`), both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); dayOf(time) <= to; time += 24 * 3600_000) days.push(dayOf(time));
  return days;
}

const WIDTH = 720;
const HEIGHT = 120;

/**
 * Views a day (a line) and leads a day (dots on the line's day), drawn in SVG; what it shows is also said in words
 * for a screen reader (the busiest day, the totals).
 */
export function DailyLine({
  from,
  to,
  rows,
  leads,
}: {
  from: string;
  to: string;
  rows: ViewRow[];
  leads: CountedLead[];
}) {
  const days = daysBetween(from, to);
  const views = new Map<string, number>();
  for (const row of rows) views.set(row.day, (views.get(row.day) ?? 0) + row.views);
  const leadsOn = new Map<string, number>();
  for (const lead of leads) leadsOn.set(lead.at.slice(0, 10), (leadsOn.get(lead.at.slice(0, 10)) ?? 0) + 1);
  const most = Math.max(1, ...days.map((day) => views.get(day) ?? 0));
  const x = (index: number) => (days.length === 1 ? WIDTH / 2 : (index / (days.length - 1)) * (WIDTH - 20) + 10);
  const y = (count: number) => HEIGHT - 10 - (count / most) * (HEIGHT - 20);
  const points = days.map((day, index) => `${x(index).toFixed(1)},${y(views.get(day) ?? 0).toFixed(1)}`).join(" ");
  const totalViews = days.reduce((sum, day) => sum + (views.get(day) ?? 0), 0);
  const totalLeads = days.reduce((sum, day) => sum + (leadsOn.get(day) ?? 0), 0);
  const busiest = days.reduce((best, day) => ((views.get(day) ?? 0) > (views.get(best) ?? 0) ? day : best), days[0]!);
  const label = `${totalViews} views and ${totalLeads} leads from ${from} to ${to}; the most views on ${busiest} (${views.get(busiest) ?? 0}).`;
  return (
    <Card border radius={2} padding={3}>
      {/* Stretched to the card's width; strokes keep their width, and a dot is a round-capped stroke of no length. */}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={label}
      >
        <polyline
          points={points}
          fill="none"
          stroke="var(--card-focus-ring-color, #2276fc)"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, index) =>
          leadsOn.get(day) ? (
            <line
              key={day}
              x1={x(index)}
              x2={x(index)}
              y1={y(views.get(day) ?? 0)}
              y2={y(views.get(day) ?? 0)}
              stroke="#b45309"
              strokeWidth={8 + 2 * Math.min(4, leadsOn.get(day)!)}
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            >
              <title>{`${day}: ${leadsOn.get(day)} leads, ${views.get(day) ?? 0} views`}</title>
            </line>
          ) : null,
        )}
      </svg>
      <Flex justify="space-between" marginTop={2}>
        <Text size={0} muted>
          {from}
        </Text>
        <Text size={0} muted>
          — views a day; ● days with leads —
        </Text>
        <Text size={0} muted>
          {to}
        </Text>
      </Flex>
    </Card>
  );
}
