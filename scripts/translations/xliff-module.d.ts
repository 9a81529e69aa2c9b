// The `xliff` package (locize) ships no types: what scripts/translations/xliff.ts uses of it (its writer; files are
// read by xliff-read.ts).
declare module "xliff/js2xliff" {
  export default function js2xliff(js: unknown, options?: { indent?: string }): Promise<string>;
}
