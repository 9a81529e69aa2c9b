// The `xliff` package (locize) ships no types: what scripts/translations/xliff.ts uses of it.
declare module "xliff/js2xliff" {
  export default function js2xliff(js: unknown, options?: { indent?: string }): Promise<string>;
}
declare module "xliff/xliff2js" {
  export default function xliff2js(xml: string): Promise<{
    sourceLanguage?: string;
    targetLanguage?: string;
    resources?: Record<string, Record<string, Record<string, unknown>>>;
  }>;
}
