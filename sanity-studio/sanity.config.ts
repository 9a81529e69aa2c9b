import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { internationalizedArray } from "sanity-plugin-internationalized-array";
import { actionsFor, SINGLETON_TYPES, UNTRANSLATED_TYPES, withoutSingletonTemplates } from "./deskLayout";
import { withMoveRedirect } from "./actions/publishWithRedirect";
import { EXPERIMENT_ACTIONS } from "./actions/experimentActions";
import { ROUTED_TYPES } from "@shared/addresses/pages";
import { presentation } from "./presentation";
import { resultsTool } from "./results";
import { schemaTypes } from "./schemaTypes";
import { LANGUAGES } from "./schemaTypes/objects/languages";
import { defaultDocumentNode, structure } from "./structure";
import { OpenOnPath } from "./form/open-on-path";
import { withTranslationRecords } from "./translation-status/schema";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";

/** The document types with translated text: the language filter is offered on these. */
const TRANSLATED_TYPES = schemaTypes.flatMap((type) =>
  type.type === "document" && !UNTRANSLATED_TYPES.has(type.name) ? [type.name] : [],
);

// Set these in sanity-studio/.env (see .env.example) to connect the Studio to your project.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "yourprojectid";
const dataset = process.env.SANITY_STUDIO_DATASET || "production";
// Set by `npm run studio` and the editor journeys: the local Content Lake (scripts/lake.ts) in Sanity's place.
const apiHost = process.env.SANITY_STUDIO_API_HOST || undefined;

export default defineConfig({
  name: "default",
  title: "Ihuza website",
  projectId,
  dataset,
  ...(apiHost ? { apiHost } : {}),
  plugins: [
    structureTool({ structure, defaultDocumentNode }),
    presentation,
    // Every text is written per language in one field (see schemaTypes/objects/fields.ts); the language filter in
    // a document's menu shows one language at a time, English always beside it.
    // No `defaultLanguages` and no `restoreOrder`: both patch a document as soon as it is opened (an empty English
    // entry, a re-sort), so merely reading it would leave a draft. English is required by validation instead
    // (schemaTypes/objects/fields.ts), and the editor journeys check that opening any document writes nothing.
    internationalizedArray({
      languages: LANGUAGES,
      restoreOrder: false,
      fieldTypes: ["string", "text", "stringList", "portableText", "postBody", "announcementText"],
      buttonLocations: ["field", "document"],
      languageDisplay: "titleAndCode",
      languageFilter: { documentTypes: TRANSLATED_TYPES },
    }),
    visionTool({ defaultApiVersion: DEFAULT_SANITY_API_VERSION }),
  ],
  // Page views and the leads they brought (results/ResultsTool.tsx), after the Structure and Presentation tools.
  tools: (previous) => [...previous, resultsTool],
  // A link to a field opens the collapsed sections it is in (form/open-on-path.tsx).
  form: { components: { field: OpenOnPath } },
  schema: {
    // (a function, to reach the plugin's types too: each translation records the English it was made from)
    types: (previous) => withTranslationRecords([...previous, ...schemaTypes]),
    // Singletons cannot be created from the 'new document' menu: each exists once.
    templates: (templates) => withoutSingletonTemplates(templates),
  },
  document: {
    // Publishing a document with a URL of its own that moved also redirects its old path
    // (actions/publishWithRedirect.ts).
    // An experiment starts, stops, and keeps a version with actions of its own (actions/experimentActions.tsx).
    actions: (actions, { schemaType }) => [
      ...actionsFor(actions, schemaType).map((action) =>
        action.action === "publish" && ROUTED_TYPES.some((entry) => entry.type === schemaType)
          ? withMoveRedirect(action)
          : action,
      ),
      ...(schemaType === "experiment" ? EXPERIMENT_ACTIONS : []),
    ],
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === "global" ? options.filter((option) => !SINGLETON_TYPES.has(option.templateId)) : options,
  },
});
