// Part of CI (.ci/run), after both installs: an install must leave the committed lockfiles as they are. A lockfile
// that npm rewrites on install lacks something (often another platform's optional native package: rollup's,
// esbuild's, Tailwind's oxide, lightningcss), and a teammate on that platform may get a broken install.
import { execFileSync } from "node:child_process";

const LOCKFILES = ["package-lock.json", "sanity-studio/package-lock.json"];
const changed = execFileSync("git", ["status", "--porcelain", "--", ...LOCKFILES], { encoding: "utf8" }).trim();
if (changed) {
  console.error(
    `Installing changed the lockfiles:\n${changed}\n\n` +
      "Commit them as npm wrote them (npm 11 lists every platform's optional packages), or find what is missing:\n" +
      "  git diff -- package-lock.json sanity-studio/package-lock.json",
  );
  process.exit(1);
}
console.log("[lockfiles] an install leaves both lockfiles as committed");
