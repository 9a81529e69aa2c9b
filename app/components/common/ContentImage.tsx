import type { ImageField } from "~/content/types";
import { dimensionsFromRef, imageUrl } from "~/lib/images";
import { useRootData } from "~/lib/use-root-data";

/**
 * An image from the content, at the size it is shown. Width and height come from the asset, so the browser
 * reserves the space and nothing shifts when it loads. The alt text is the editor's.
 */
export function ContentImage({
  image,
  width,
  className,
  loading = "lazy",
  decorative = false,
}: {
  image: ImageField | null | undefined;
  /** The widest the image is shown, in CSS pixels; Sanity's CDN serves twice that for sharp screens. */
  width: number;
  className?: string;
  loading?: "lazy" | "eager";
  decorative?: boolean;
}) {
  const source = useRootData()?.imageSource ?? { kind: "bundled" as const };
  const src = imageUrl(source, image, width * 2);
  if (!image?.ref || !src) return null;
  const size = dimensionsFromRef(image.ref);
  return (
    <img
      src={src}
      alt={decorative ? "" : (image.alt ?? "")}
      width={size?.width}
      height={size?.height}
      loading={loading}
      decoding="async"
      className={className}
    />
  );
}
