import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

/** The cells a spreadsheet reads from a CSV line split on `separator`, quotes honoured (RFC 4180). */
function cellsOf(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === separator) {
      cells.push(cell);
      cell = "";
    } else {
      cell += char;
    }
  }
  return [...cells, cell];
}

describe("a CSV cell no spreadsheet reads as a formula", () => {
  it("quotes a cell holding any separator a spreadsheet may split on", () => {
    expect(csvCell("x;=1+1;")).toBe('"x;=1+1;"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a\t=1")).toBe('"a\t=1"');
    expect(csvCell("a|=1")).toBe('"a|=1"');
    expect(csvCell("plain text")).toBe("plain text");
  });

  it("neutralises a formula at the start of a cell, spaces before it included", () => {
    for (const value of ["=1+1", "+1", "-1", "@SUM(A1)", " =1+1", "\t=1", "\r=1"])
      expect(csvCell(value).replace(/^"/, ""), JSON.stringify(value)).toMatch(/^'/);
  });

  it("read back with a comma, a semicolon, a tab or a bar as the separator, no cell starts a formula", () => {
    const hostile = ["x;=1+1;", "a,=2+2", "b\t=3+3", "c|=4+4", '"; =5+5', "=6+6", "ok"];
    const line = toCsv([hostile]).replace(/\r\n$/, "");
    for (const separator of [",", ";", "\t", "|"]) {
      const cells = cellsOf(line, separator);
      for (const cell of cells) expect(cell, `${JSON.stringify(separator)}: ${cell}`).not.toMatch(/^\s*[=+\-@]/);
    }
    // With the comma it was written with, every value comes back as it was (the apostrophe aside).
    expect(cellsOf(line, ",").map((cell) => cell.replace(/^'/, ""))).toEqual(hostile);
  });
});
