import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { actionsFor, SINGLETON_TYPES, withoutSingletonTemplates } from "./deskLayout";
import { presentation } from "./presentation";
import { schemaTypes } from "./schemaTypes";
import { structure } from "./structure";

// Set these in sanity-studio/.env (see .env.example) to connect the Studio to your project.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "yourprojectid";
const dataset = process.env.SANITY_STUDIO_DATASET || "production";

export default defineConfig({
  name: "default",
  title: "Ihuza website",
  projectId,
  dataset,
  plugins: [structureTool({ structure }), presentation, visionTool({ defaultApiVersion: "2025-02-19" })],
  schema: {
    types: schemaTypes,
    // Singletons cannot be created from the 'new document' menu: each exists once.
    templates: (templates) => withoutSingletonTemplates(templates),
  },
  document: {
    actions: (actions, { schemaType }) => actionsFor(actions, schemaType),
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === "global" ? options.filter((option) => !SINGLETON_TYPES.has(option.templateId)) : options,
  },
});
