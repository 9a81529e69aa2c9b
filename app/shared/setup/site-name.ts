/** The product's name when site settings don't give one (the Studio's siteSettings.siteName wins). */
export const SITE_NAME = "Ihuza";

/** A page's `<title>`: its own title, then the site's name (unless the title already holds it). */
export const titleWithSiteName = (title: string, siteName: string = SITE_NAME): string =>
  title.includes(siteName) ? title : `${title} | ${siteName}`;
