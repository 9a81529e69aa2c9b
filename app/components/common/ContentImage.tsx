import type { ImageField } from "~/content/types";
import type { Focus } from "~/content/layer/images.server";

/** Tailwind's object-position classes for the nine places an editor's hotspot can fall. */
const FOCUS_CLASS: Record<Focus, string> = {
  "left top": "object-left-top",
  "center top": "object-top",
  "right top": "object-right-top",
  "left center": "object-left",
  "center center": "object-center",
  "right center": "object-right",
  "left bottom": "object-left-bottom",
  "center bottom": "object-bottom",
  "right bottom": "object-right-bottom",
};

/**
 * An image from the content, resolved on the server (app/content/layer/images.server.ts). Width and height come from the
 * asset (after the editor's crop), so the browser reserves the space and nothing shifts when it loads; `srcSet`
 * and `sizes` let it fetch the smallest file that is sharp at the size shown, in the best format it takes. Where
 * Sanity has a blurred preview of a raster image, it sits under the image until the real one has loaded. The
 * page's largest image (its LCP element) passes `priority`: fetched first, never lazily.
 */
export function ContentImage({
  image,
  width,
  sizes,
  className,
  loading = "lazy",
  priority = false,
  decorative = false,
}: {
  image: ImageField | undefined;
  /** The widest the image is shown, in CSS pixels (the default `sizes`: full width on phones, this much above). */
  width: number;
  sizes?: string;
  className?: string;
  /** Above the fold but not the largest: "eager". */
  loading?: "lazy" | "eager";
  /** The page's LCP image: `fetchpriority="high"` and eager loading. Only one per page. */
  priority?: boolean;
  decorative?: boolean;
}) {
  if (!image) return null;
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined}
      alt={decorative ? "" : (image.alt ?? "")}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : loading}
      decoding={priority ? "sync" : "async"}
      {...(priority ? { fetchpriority: "high" } : {})}
      className={
        image.lqip
          ? `relative h-full w-full object-cover ${FOCUS_CLASS[image.focus]}`
          : `${className ?? ""} ${FOCUS_CLASS[image.focus]}`
      }
    />
  );
  if (!image.lqip) return img;
  return (
    <span className={`relative block overflow-hidden ${className ?? ""}`}>
      <img
        src={image.lqip}
        alt=""
        aria-hidden
        width={image.width}
        height={image.height}
        className="absolute inset-0 h-full w-full scale-110 object-cover blur-lg"
      />
      {img}
    </span>
  );
}
