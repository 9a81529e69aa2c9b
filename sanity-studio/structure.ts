import { orderableDocumentListDeskItem } from "@sanity/orderable-document-list";
import type { StructureResolver } from "sanity/structure";
import { COLLECTION_GROUPS, SINGLETONS } from "./deskLayout";

/** Pages open straight into their one document; collections sit in groups, orderable where order matters. */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title("Content")
    .items([
      S.listItem()
        .title("Pages and settings")
        .id("pages")
        .child(
          S.list()
            .title("Pages and settings")
            .items(
              SINGLETONS.map((singleton) =>
                S.listItem()
                  .title(singleton.title)
                  .id(singleton.type)
                  .schemaType(singleton.type)
                  .child(S.document().schemaType(singleton.type).documentId(singleton.type).title(singleton.title)),
              ),
            ),
        ),
      S.divider(),
      ...COLLECTION_GROUPS.map((group) =>
        S.listItem()
          .title(group.title)
          .id(group.title.toLowerCase().replace(/\s+/g, "-"))
          .child(
            S.list()
              .title(group.title)
              .items(
                group.entries.map((entry) =>
                  entry.orderable
                    ? orderableDocumentListDeskItem({ type: entry.type, title: entry.title, S, context })
                    : S.documentTypeListItem(entry.type).title(entry.title),
                ),
              ),
          ),
      ),
    ]);
