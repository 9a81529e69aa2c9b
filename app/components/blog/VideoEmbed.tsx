import { useEffect, useRef, useState } from "react";
import { videoEmbed } from "@shared/content/video";
import { useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";

/**
 * A video in a post. Nothing comes from the video's host until the visitor presses play: until then it is a button
 * drawn by the site (no thumbnail from the host, no script), then the host's privacy-minded player is framed in its
 * place (the CSP's frame-src allows those players only). Without JavaScript it is a link to the video.
 */
export function VideoEmbed({ url, title }: { url: string; title: string }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The play link the visitor activated is gone: focus goes to the player that took its place.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const embed = videoEmbed(url);
  if (!embed) return null;
  return (
    <figure className="not-prose mt-8">
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink-950">
        {playing ? (
          <iframe
            ref={player}
            src={embed.src}
            title={title}
            className="absolute inset-0 h-full w-full"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <a
            href={url}
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-900 to-ink-950 p-6 text-center text-white focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-brand-400"
            aria-label={fill(t.blog.play, { title })}
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg transition group-hover:scale-105">
              <svg viewBox="0 0 24 24" aria-hidden className="ml-1 size-7 fill-current">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
            <span className="max-w-md text-lg font-semibold text-balance">{title}</span>
          </a>
        )}
      </div>
      <figcaption className="mt-3 text-sm text-ink-500">{fill(t.blog.playsFrom, { host: embed.host })}</figcaption>
    </figure>
  );
}
