import { LatestPostsBlock } from "~/blocks/latest-posts/LatestPostsBlock";
import type { BlockOf } from "~/blocks/types";
import { AboutSection } from "~/components/home/AboutSection";
import { ChatbotPromo } from "~/components/home/ChatbotPromo";
import { EducationSection } from "~/components/home/EducationSection";
import { PlatformOverview } from "~/components/home/PlatformOverview";
import { ProcessSection } from "~/components/home/ProcessSection";
import { ServicesSection } from "~/components/home/ServicesSection";
import { TestimonialsCarousel } from "~/components/home/TestimonialsCarousel";
import { useT } from "~/i18n/use-t";
import type { HomePage, Testimonial } from "~/content/types";

/**
 * The home page below the hero and the stats band, up to the closing call to action: its code loads as it comes near
 * the viewport and hydrates when it arrives (app/routes/home.tsx). Only the testimonials carousel is interactive; a tap on it
 * before its code has come is kept by React and replayed once the boundary has hydrated.
 */
export default function HomeSections({
  page,
  testimonials,
  latestPosts,
}: {
  page: HomePage;
  testimonials: Testimonial[];
  latestPosts: BlockOf<"latestPostsBlock"> | null;
}) {
  const t = useT();
  return (
    <>
      {page.platform && <PlatformOverview platform={page.platform} />}
      <ChatbotPromo promo={page.chatbotPromo} />
      <AboutSection about={page.about} />
      <ProcessSection process={page.process} />
      <ServicesSection services={page.services} />
      {page.education && <EducationSection education={page.education} />}
      <TestimonialsCarousel
        testimonials={testimonials}
        eyebrow={page.testimonials?.eyebrow ?? null}
        heading={page.testimonials?.heading ?? t.home.testimonialsFallback}
        from={page.testimonials}
      />
      {latestPosts && <LatestPostsBlock block={latestPosts} first={false} />}
    </>
  );
}
