import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/*
 * A real SMTP server for tests (the smtp-server package, on a free local port): the site's nodemailer transport
 * talks SMTP to it as it would to the sales team's mail provider. Each message is kept raw and read back into
 * headers and its text and HTML parts.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  header(name: string): string | undefined;
  text: string;
  html: string;
}

function decode(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    default:
      return body;
  }
}

/** Headers (unfolded, names lower-cased) and body of one MIME entity. */
function entity(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parts(raw: string): { type: string; content: string }[] {
  const { headers, body } = entity(raw);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => parts(part.replace(/^\r?\n/, "")));
  }
  // SMTP carries lines as CRLF; the text is compared as written (LF).
  const content = decode(body, headers.get("content-transfer-encoding")).replace(/\r\n/g, "\n");
  return [{ type: type.split(";")[0]!.trim(), content }];
}

export async function startSmtp() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const { headers } = entity(raw);
        const all = parts(raw);
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          header: (name) => headers.get(name.toLowerCase()),
          text: all.find((part) => part.type === "text/plain")?.content ?? "",
          html: all.find((part) => part.type === "text/html")?.content ?? "",
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Resolves when `count` messages have arrived (or fails after `ms`). */
    async waitFor(count: number, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} emails, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
