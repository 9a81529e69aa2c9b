/** The product's name when site settings don't give one (the Studio's siteSettings.siteName wins). */
export const SITE_NAME = "Ihuza";
