// Debian packages a check needs (Varnish, Redis): installed with apt-get where missing, once per machine.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * The first of `files` that exists; else installs `packages` with apt-get (as root) and returns the first again.
 * Throws with what to install where apt-get cannot be used.
 */
export function ensureDebianPackage(files, packages) {
  const found = () => files.find((file) => existsSync(file));
  if (found()) return found();
  if (!existsSync("/usr/bin/apt-get") || process.getuid?.() !== 0) {
    throw new Error(`Missing: install Debian's ${packages.join(" and ")} (apt-get install ${packages.join(" ")}).`);
  }
  console.log(`[apt] installing Debian's ${packages.join(" and ")} (once per machine)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = `apt-get install -y -qq --no-install-recommends ${packages.join(" ")}`;
  try {
    execSync(install, { stdio: "inherit", env });
  } catch {
    execSync("apt-get update -qq", { stdio: "inherit", env });
    execSync(install, { stdio: "inherit", env });
  }
  const installed = found();
  if (!installed) throw new Error(`apt-get installed ${packages.join(" ")}, but none of ${files.join(", ")} exists`);
  return installed;
}
