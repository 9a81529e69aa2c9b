/*
 * Videos a post may embed: one host per entry, how its addresses name a video, and the privacy-minded player the
 * site frames once the visitor presses play (nothing loads from the host before: app/components/blog/VideoEmbed.tsx).
 * The CSP's frame-src is derived from this list (app/lib/security-headers.server.ts).
 */
const HOSTS = [
  {
    name: "YouTube",
    match:
      /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})(?:[?&#].*)?$/,
    player: "https://www.youtube-nocookie.com",
    embed: (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
  },
  {
    name: "Vimeo",
    match: /^https:\/\/(?:www\.)?vimeo\.com\/(\d{6,12})(?:[?#].*)?$/,
    player: "https://player.vimeo.com",
    embed: (id: string) => `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
  },
];

export const VIDEO_HOSTS = HOSTS.map((host) => host.name);

/** The origins the site may frame, for the CSP's frame-src. */
export const VIDEO_PLAYER_ORIGINS = HOSTS.map((host) => host.player);

/** The player address for a video's address on a known host, with the host's name; null for any other address. */
export function videoEmbed(url: string): { host: string; src: string } | null {
  for (const host of HOSTS) {
    const id = host.match.exec(url.trim())?.[1];
    if (id) return { host: host.name, src: host.embed(id) };
  }
  return null;
}
