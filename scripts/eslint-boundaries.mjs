// The boundaries between the app's folders as principles, checked on what an import resolves to (its file, its
// extension, what it brings in), not on how it is spelled: `~/x`, `../x`, `@shared/../x` and `import("…")` are one
// and the same place. eslint.config.js gives each part of the tree its area; tests/unit/boundaries.test.ts tries
// every way around them that a reading of the code found.
import { existsSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const inside = (file, folder) => file === folder || file.startsWith(`${folder}${path.sep}`);
const at = (...parts) => path.join(ROOT, ...parts);

/** Where an import leads: a file of this repository (its path as found, and the file it names), or a package. */
function resolve(specifier, importer) {
  const clean = specifier.split("?")[0];
  let base;
  if (clean.startsWith("~/")) base = at("app", clean.slice(2));
  else if (clean.startsWith("@shared/")) base = at("app/shared", clean.slice("@shared/".length));
  else if (clean.startsWith(".")) base = path.resolve(path.dirname(importer), clean);
  else return { package: clean.startsWith("@") ? clean.split("/").slice(0, 2).join("/") : clean.split("/")[0] };
  const file =
    [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    ) ?? base;
  return { file };
}

const REACT = new Set(["react", "react-dom", "@remix-run/react"]);
const isComponent = (file) => file.endsWith(".tsx");
const isHookModule = (file) => /^use-/.test(path.basename(file));

/** What each area may import; a message when `target` (with the names it brings, `names`) is out of bounds. */
const AREAS = {
  // The content layer serves every feature and knows none: no React, no component, no hook, no feature's module.
  content(target, names, importer) {
    if (target.package)
      return REACT.has(target.package) ? "app/content is free of React: it runs on the server and in scripts." : null;
    const { file } = target;
    if (isComponent(file)) return "app/content imports no component (a .tsx module): pass what it needs in.";
    if (isHookModule(file) || names.some((name) => /^use[A-Z]/.test(name)))
      return "A hook has no place in the content layer.";
    const allowed =
      inside(file, at("app/content")) ||
      inside(file, at("app/shared")) ||
      inside(file, at("fixtures")) ||
      /^projection\.ts$/.test(path.basename(file)) ||
      inside(file, at("app/lib")) ||
      inside(file, at("app/i18n")) ||
      (/test-kit\.ts$/.test(importer) && inside(file, at("tests")));
    return allowed
      ? null
      : "app/content serves every feature and imports none: only app/content, @shared, a block's projection and the plain helpers of app/lib and app/i18n.";
  },
  // A `.server` module runs only on the server: it renders nothing, uses no hook and imports no route.
  server(target, names) {
    if (target.package === "@remix-run/react") return "A .server module renders nothing and uses no hook.";
    const hook = names.find((name) => /^use[A-Z]/.test(name));
    if (hook) return `A .server module uses no hook (${hook}): import the plain helper.`;
    if (target.package) return null;
    const { file } = target;
    if (inside(file, at("app/routes")) || /^root\.tsx?$/.test(path.relative(at("app"), file)))
      return "A .server module imports no route module: move what both need to a module of its own.";
    if (isComponent(file)) return "A .server module imports no component (a .tsx module).";
    return null;
  },
  // The Studio and the scripts take from the site only the shared module (app/shared, as @shared/…).
  studio: sharedOnly("The Studio"),
  scripts: sharedOnly("Scripts"),
};

function sharedOnly(who) {
  return (target, _names, _importer, specifier) =>
    target.file &&
    inside(target.file, at("app")) &&
    (!inside(target.file, at("app/shared")) || !specifier.startsWith("@shared/"))
      ? `${who} take from the site only what app/shared holds: import it as @shared/<module>.`
      : null;
}

/** The names an import brings in (`import { useState } from "react"` → useState). */
function importedNames(node) {
  return (node.specifiers ?? []).flatMap((specifier) =>
    specifier.type === "ImportSpecifier" || specifier.type === "ExportSpecifier"
      ? [specifier.imported?.name ?? specifier.local?.name ?? specifier.exported?.name].filter(Boolean)
      : [],
  );
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "The app's boundaries, by what an import resolves to" },
    schema: [{ enum: Object.keys(AREAS) }],
    messages: { out: "{{message}}" },
  },
  create(context) {
    const check = AREAS[context.options[0]];
    const importer = context.filename;
    const visit = (node, source, names) => {
      if (typeof source?.value !== "string") return;
      const message = check(resolve(source.value, importer), names, importer, source.value);
      if (message) context.report({ node: source, messageId: "out", data: { message } });
    };
    return {
      Program: (node) => {
        if (context.options[0] === "content" && importer.endsWith(".tsx"))
          context.report({
            node,
            messageId: "out",
            data: { message: "app/content is free of React: no JSX, no .tsx module." },
          });
      },
      ImportDeclaration: (node) => visit(node, node.source, importedNames(node)),
      ExportNamedDeclaration: (node) => node.source && visit(node, node.source, importedNames(node)),
      ExportAllDeclaration: (node) => visit(node, node.source, []),
      ImportExpression: (node) => node.source.type === "Literal" && visit(node, node.source, []),
    };
  },
};

export default { rules: { imports: rule } };
