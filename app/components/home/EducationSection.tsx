import { ImageTextBlock } from "~/blocks/image-text/ImageTextBlock";
import type { HomePage } from "~/content/types";

/** The home page's education programme: the image-with-text block, the picture on the right. */
export function EducationSection({ education }: { education: NonNullable<HomePage["education"]> }) {
  return (
    <ImageTextBlock
      block={{ ...education, _key: "education", _type: "imageTextBlock", imageSide: "right" }}
      first={false}
    />
  );
}
