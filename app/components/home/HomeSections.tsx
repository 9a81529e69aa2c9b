import { StatsBand } from "~/components/common/StatsBand";
import { AboutSection } from "~/components/home/AboutSection";
import { ChatbotPromo } from "~/components/home/ChatbotPromo";
import { EducationSection } from "~/components/home/EducationSection";
import { PlatformOverview } from "~/components/home/PlatformOverview";
import { ProcessSection } from "~/components/home/ProcessSection";
import { ServicesSection } from "~/components/home/ServicesSection";
import { useT } from "~/i18n/use-t";
import type { HomePage } from "~/content/types";

/** The home page between the hero and the testimonials: nothing in it is interactive. */
export default function HomeSections({ page }: { page: HomePage }) {
  const t = useT();
  return (
    <>
      {page.stats && <StatsBand stats={page.stats} label={t.home.inNumbers} />}
      {page.platform && <PlatformOverview platform={page.platform} />}
      <ChatbotPromo promo={page.chatbotPromo} />
      <AboutSection about={page.about} />
      <ProcessSection process={page.process} />
      <ServicesSection services={page.services} />
      {page.education && <EducationSection education={page.education} />}
    </>
  );
}
