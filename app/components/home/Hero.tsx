import { Link, useNavigation } from "@remix-run/react";
import { ArrowRight, MessageCircle } from "~/components/common/icons";
import { ContentImage } from "~/components/common/ContentImage";
import { SampleConversation } from "~/components/home/SampleConversation";
import { buttonClass } from "~/components/ui/button-styles";
import type { HomePage } from "~/content/types";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { useT } from "~/i18n/use-t";
import { langOf } from "~/i18n/lang";
import { useTypewriter } from "~/lib/use-typewriter";
import { UnderTest, useVariant } from "~/components/common/UnderTest";
import type { PartUnderTest } from "~/content/site/experiments";
import { CONTROL } from "@shared/results/experiments";

/**
 * The greeting types in and out. Screen readers get the whole sentence once (the moving copy is hidden from
 * them), and an invisible copy of the full text holds the bubble's size so nothing shifts as it types.
 */
function TypingGreeting({ text, name }: { text: string; name: string }) {
  const still = useReducedMotion();
  // (held while a navigation is under way: app/lib/use-typewriter.ts)
  const typed = useTypewriter(text, still, useNavigation().state !== "idle");
  return (
    <div className="relative rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-left shadow-lg shadow-brand-900/10 ring-1 ring-ink-200">
      <p className="text-xs font-semibold text-brand-700">{name}</p>
      <p className="mt-1 text-sm text-ink-800 sm:text-base" data-testid="hero-greeting">
        <span className="sr-only">{text}</span>
        <span aria-hidden className="grid">
          <span className="invisible col-start-1 row-start-1">{text}</span>
          <span className="col-start-1 row-start-1" data-testid="hero-greeting-typed">
            {typed}
            {!still && <span className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 bg-brand-600" />}
          </span>
        </span>
      </p>
    </div>
  );
}

/** The hero's heading and text, as published or as a variant under test writes them. */
function HeroWords({
  headline,
  text,
  id,
  headingLang = {},
  textLang,
}: {
  headline: string;
  text: string | null | undefined;
  id: string;
  headingLang?: ReturnType<typeof langOf>;
  textLang: ReturnType<typeof langOf>;
}) {
  return (
    <>
      <h1
        id={id}
        {...headingLang}
        className="mt-6 animate-fade-in text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
      >
        {headline}
      </h1>
      {text && (
        <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-600" {...textLang}>
          {text}
        </p>
      )}
    </>
  );
}

const HEADING_ID = "hero-heading";
/** A variant's heading has an id of its own: the page holds every version until it hydrates. */
const headingId = (key: string) => (key === CONTROL ? HEADING_ID : `${HEADING_ID}-${key}`);

export function Hero({ hero, test }: { hero: HomePage["hero"]; test?: PartUnderTest | null }) {
  const t = useT();
  const shown = useVariant(test);
  // (the page as published names it until the visit's version is known: without scripts, and with Global Privacy
  // Control, that is the version shown)
  const labelledBy = headingId(shown ?? CONTROL);
  return (
    <section
      aria-labelledby={labelledBy}
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div aria-hidden className="pointer-events-none absolute inset-0">
        <div className="absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-200/50 blur-3xl" />
        <div className="absolute top-40 -right-24 size-80 rounded-full bg-accent-200/50 blur-3xl" />
      </div>
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-12 lg:px-8 lg:pb-28">
        <div className="lg:col-span-7">
          {hero.eyebrow && (
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
              <span aria-hidden className="size-2 rounded-full bg-accent-500" />
              {hero.eyebrow}
            </p>
          )}
          <UnderTest
            test={test}
            variant={(variant) => (
              <HeroWords
                id={headingId(variant.key)}
                headline={variant.heading ?? hero.headline}
                headingLang={variant.heading ? langOf(variant, "heading") : {}}
                text={variant.text ?? hero.text}
                textLang={variant.text ? langOf(variant, "text") : langOf(hero, "text")}
              />
            )}
          >
            <HeroWords id={HEADING_ID} headline={hero.headline} text={hero.text} textLang={langOf(hero, "text")} />
          </UnderTest>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {hero.primaryCta && (
              <Link to={hero.primaryCta.href} className={buttonClass("primary", "lg")}>
                {hero.primaryCta.label}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            )}
            {hero.secondaryCta && (
              <Link to={hero.secondaryCta.href} className={buttonClass("secondary", "lg")}>
                <MessageCircle aria-hidden className="size-4" />
                {hero.secondaryCta.label}
              </Link>
            )}
          </div>
          {hero.trustNote && (
            <p className="mt-4 text-sm text-ink-500" {...langOf(hero, "trustNote")}>
              {hero.trustNote}
            </p>
          )}
        </div>

        <div className="lg:col-span-5">
          <div className="relative mx-auto max-w-md rounded-3xl bg-white/70 p-6 shadow-xl shadow-brand-900/10 ring-1 ring-ink-200 backdrop-blur sm:p-8">
            <div className="flex items-start gap-4">
              <div className="relative shrink-0">
                <ContentImage image={hero.avatar} width={80} loading="eager" className="size-16 sm:size-20" />
                <span
                  aria-hidden
                  className="absolute right-0 bottom-0 size-4 rounded-full bg-accent-500 ring-2 ring-white"
                />
              </div>
              <TypingGreeting text={hero.greeting} name={hero.assistantName ?? "AI assistant"} />
            </div>
            {hero.conversation && hero.conversation.length > 0 && (
              <div className="mt-6">
                <SampleConversation lines={hero.conversation} label={t.home.exampleConversation} />
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
