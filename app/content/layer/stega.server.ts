/**
 * Removes the invisible click-to-edit markers that draft content carries in preview, for text that goes where
 * markers must not: head tags and JSON-LD. Done in loaders, on the server, so the browser never loads the Sanity
 * client's stega code (it used to ride in every page's JavaScript through the meta helpers).
 */
export { stegaClean } from "@sanity/client/stega";
