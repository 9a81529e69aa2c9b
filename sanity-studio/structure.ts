import { orderableDocumentListDeskItem } from "@sanity/orderable-document-list";
import { CheckmarkCircleIcon } from "@sanity/icons/CheckmarkCircle";
import { TranslateIcon } from "@sanity/icons/Translate";
import type { DefaultDocumentNodeResolver, StructureResolver } from "sanity/structure";
import { ExperimentDocumentResults } from "./results/ExperimentResults";
import { experiment } from "./schemaTypes/documents/experiment";
import { TranslationsView } from "./translation-status/TranslationsView";
import { QualityView } from "./quality/QualityView";
import { BLOG_GROUP, COLLECTION_GROUPS, LEADS_GROUP, SINGLETONS } from "./deskLayout";
import { OldAddresses } from "./redirects/OldAddresses";
import { routedType } from "@shared/addresses/pages";

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
      // The blog: posts by state, newest first; authors; categories.
      S.listItem()
        .title(BLOG_GROUP.title)
        .id("blog")
        .child(
          S.list()
            .title(BLOG_GROUP.title)
            .items([
              // Every post: a list of the type itself, so that opening a post from anywhere (a link, a reference,
              // an intent) finds its place here.
              S.listItem()
                .title(BLOG_GROUP.allPosts)
                .id("posts-all")
                .schemaType("post")
                .child(
                  S.documentTypeList("post")
                    .title(BLOG_GROUP.allPosts)
                    .defaultOrdering([{ field: "publishedAt", direction: "desc" }]),
                ),
              ...BLOG_GROUP.postLists.map((list) =>
                S.listItem()
                  .title(list.title)
                  .id(list.id)
                  .schemaType("post")
                  .child(
                    S.documentList()
                      .title(list.title)
                      .schemaType("post")
                      .filter(list.filter)
                      .defaultOrdering([{ field: "publishedAt", direction: "desc" }]),
                  ),
              ),
              S.divider(),
              ...BLOG_GROUP.entries.map((entry) => S.documentTypeListItem(entry.type).title(entry.title)),
            ]),
        ),
      S.divider(),
      // What is missing or out of date in French and Kinyarwanda (translation-status/TranslationsView.tsx).
      S.listItem()
        .title("Translations")
        .id("translations")
        .icon(TranslateIcon)
        .child(S.component(TranslationsView).id("translations-status").title("Translations")),
      // What the content quality rules find, per language (quality/QualityView.tsx).
      S.listItem()
        .title("Quality")
        .id("quality")
        .icon(CheckmarkCircleIcon)
        .child(S.component(QualityView).id("quality-findings").title("Quality")),
      // Leads: newest first, all of them or one status at a time.
      S.listItem()
        .title(LEADS_GROUP.title)
        .id("leads")
        .child(
          S.list()
            .title(LEADS_GROUP.title)
            .items(
              LEADS_GROUP.lists.map((list) =>
                S.listItem()
                  .title(list.title)
                  .id(list.type)
                  .schemaType(list.type)
                  .child(
                    S.list()
                      .title(list.title)
                      .items([
                        S.listItem()
                          .title("All, newest first")
                          .id(`${list.type}-all`)
                          .child(
                            S.documentTypeList(list.type)
                              .title(list.title)
                              .defaultOrdering([{ field: list.newest, direction: "desc" }]),
                          ),
                        S.divider(),
                        ...list.statuses.map((status) =>
                          S.listItem()
                            .title(status.title)
                            .id(`${list.type}-${status.value}`)
                            .child(
                              S.documentList()
                                .title(`${list.title}: ${status.title}`)
                                .schemaType(list.type)
                                .filter("_type == $type && status == $status")
                                .params({ type: list.type, status: status.value })
                                .defaultOrdering([{ field: list.newest, direction: "desc" }]),
                            ),
                        ),
                      ]),
                  ),
              ),
            ),
        ),
    ]);

/**
 * A document opens on its form; an Experiment also has its Results beside it (the same figures as the Results tool),
 * and a document with an address of its own the redirects from its old addresses.
 */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  schemaType === experiment.name
    ? S.document().views([S.view.form(), S.view.component(ExperimentDocumentResults).title("Results").id("results")])
    : routedType(schemaType)
      ? S.document().views([S.view.form(), S.view.component(OldAddresses).title("Old addresses").id("old-addresses")])
      : S.document();
