import { getEnv } from "@shared/env.server";
import { createLeadService, type LeadService } from "./service.server";

/*
 * This server process's lead service, opened as the server starts (so leads a previous run could not deliver are
 * retried at once). If the local store cannot be opened (a read-only disk), pages still render; the forms say the
 * message could not be kept and how else to reach the team.
 */
let service: Promise<LeadService> | undefined;

export function leads(): Promise<LeadService> {
  service ??= createLeadService(getEnv()).then(
    (opened) => {
      console.info(`[leads] contact messages and sign-ups go to ${opened.describe()}`);
      void opened.outbox.kick();
      return opened;
    },
    (error: unknown) => {
      console.error(`[leads] the local store could not be opened: ${error instanceof Error ? error.message : error}`);
      service = undefined; // try again on the next post
      throw error;
    },
  );
  return service;
}

/** The service, or null when it cannot be opened (the caller says so to the visitor). */
export async function leadsOrNull(): Promise<LeadService | null> {
  try {
    return await leads();
  } catch {
    return null;
  }
}

if (!process.env.VITEST) void leadsOrNull();
