import { TestimonialsCarousel } from "~/components/home/TestimonialsCarousel";
import type { BlockProps } from "../types";

/** Chosen testimonials in the home page's carousel. */
export function TestimonialsBlock({ block }: BlockProps<"testimonialsBlock">) {
  if (block.testimonials.length === 0) return null;
  return (
    <TestimonialsCarousel
      testimonials={block.testimonials}
      eyebrow={block.eyebrow}
      heading={block.heading}
      from={block}
    />
  );
}
