import type { SendMailOptions } from "nodemailer";
import { ATTRIBUTION_TITLES, campaignLabel, type Attribution } from "@shared/results/attribution";
import type { ContactValues } from "./forms";

/*
 * The emails leads cause. Every value a visitor typed is text: the plain-text part carries it as typed, and the
 * HTML part escapes it, so no markup a visitor sends is ever rendered in the sales inbox.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const paragraphs = (value: string) => escapeHtml(value).replace(/\n/g, "<br>");

/** The note to the sales team about a new contact message; replying answers the visitor. */
export function leadNotification(
  lead: { id: string; at: string; fields: ContactValues; source?: string; attribution?: Attribution },
  options: { from: string; to: string; siteName: string },
): SendMailOptions {
  const { firstName, lastName, email, company, subject, message } = lead.fields;
  const name = `${firstName} ${lastName}`;
  const { landing, referrer } = lead.attribution ?? {};
  const campaign = campaignLabel(lead.attribution);
  const rows: [string, string][] = [
    ["Name", name],
    ["Email", email],
    ["Company", company || "—"],
    ["Subject", subject],
    ["Received", lead.at],
    ...(lead.source ? ([["Sent from", lead.source]] as [string, string][]) : []),
    ...(landing ? ([[ATTRIBUTION_TITLES.landing, landing]] as [string, string][]) : []),
    ...(campaign ? ([[ATTRIBUTION_TITLES.utmCampaign, campaign]] as [string, string][]) : []),
    ...(referrer ? ([[ATTRIBUTION_TITLES.referrer, referrer]] as [string, string][]) : []),
  ];
  return {
    from: options.from,
    to: options.to,
    replyTo: { name, address: email },
    subject: `New enquiry from ${name}: ${subject}`,
    messageId: `<lead-${lead.id}@leads.${options.siteName.toLowerCase().replace(/[^a-z0-9]+/g, "")}.invalid>`,
    text: `${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${message}\n\n— Sent from the ${options.siteName} website's contact form. Reply to this email to answer ${firstName}.\n`,
    html:
      `<table>${rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>` +
      `<p>${paragraphs(message)}</p>` +
      `<p style="color:#555">Sent from the ${escapeHtml(options.siteName)} website's contact form. Reply to this email to answer ${escapeHtml(firstName)}.</p>`,
  };
}

/** The double opt-in email: one link confirms, another unsubscribes (also offered as a one-click header). */
export function newsletterConfirmation(options: {
  from: string;
  to: string;
  siteName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): SendMailOptions {
  const { siteName, confirmUrl, unsubscribeUrl } = options;
  return {
    from: options.from,
    to: options.to,
    subject: `Please confirm your subscription to the ${siteName} newsletter`,
    list: { unsubscribe: { url: unsubscribeUrl, comment: "Unsubscribe" } },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    text:
      `Someone (we hope you) asked to receive the ${siteName} newsletter at this address.\n\n` +
      `To confirm, open this link:\n${confirmUrl}\n\n` +
      `If it was not you, ignore this email: no newsletter is sent until the address is ` +
      `confirmed. To say no for good: ${unsubscribeUrl}\n`,
    html:
      `<p>Someone (we hope you) asked to receive the ${escapeHtml(siteName)} newsletter at this address.</p>` +
      `<p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a></p>` +
      `<p style="color:#555">If it was not you, ignore this email: no newsletter is sent until the address is confirmed. ` +
      `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
  };
}
