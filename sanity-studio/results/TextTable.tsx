import { Card } from "@sanity/ui";

/**
 * A table of texts as the results' tables are written (app/shared: the first row its headings, the first column each
 * row's name, numbers to the right), the same in the Results tool and on an Experiment.
 */
export function TextTable({
  table,
  caption,
  hideCaption = false,
}: {
  table: string[][];
  caption: string;
  hideCaption?: boolean;
}) {
  const cell = { padding: "6px 10px", borderBottom: "1px solid var(--card-border-color)" } as const;
  const number = { ...cell, textAlign: "right" } as const;
  const [headings, ...rows] = table;
  return (
    <Card border radius={2} style={{ overflowX: "auto" }}>
      <table style={{ borderCollapse: "collapse", width: "100%", fontSize: 14 }}>
        {/* (hidden where a heading above names it on screen; screen readers still read it) */}
        <caption style={hideCaption ? VISUALLY_HIDDEN : { textAlign: "left", padding: 10, fontWeight: 600 }}>
          {caption}
        </caption>
        <thead>
          <tr>
            {headings!.map((heading, column) => (
              <th
                key={`${heading}-${column}`}
                scope="col"
                style={column === 0 ? { ...cell, textAlign: "left" } : number}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...values], index) => (
            <tr key={`${index}-${name}`}>
              <th scope="row" style={{ ...cell, textAlign: "left", fontWeight: 400, overflowWrap: "break-word" }}>
                {name}
              </th>
              {values.map((value, column) => (
                <td key={column} style={number}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

const VISUALLY_HIDDEN = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
